import {
  TABLE_PAGE_SIZE,
  type CreatePlatformVoucherInput,
  type UpdateVoucherInput,
  type Voucher,
  type VoucherPage,
} from '@pasar/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { useRefreshingMutation } from '@/lib/api-query.ts'
import { voucherKeys } from './keys.ts'

const PATH = '/api/v1/admin/vouchers'

/** GET /api/v1/admin/vouchers (operators only): one page of Pasar's vouchers. */
export function platformVouchersQuery(page: number) {
  return queryOptions({
    queryKey: voucherKeys.platformPage(page),
    queryFn: ({ signal }) =>
      api<VoucherPage>(PATH, { query: { page, limit: TABLE_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  })
}

export function usePlatformVouchers(page: number) {
  return useQuery(platformVouchersQuery(page))
}

/** POST /api/v1/admin/vouchers */
export function useCreatePlatformVoucher() {
  return useRefreshingMutation(
    (input: CreatePlatformVoucherInput) =>
      api<{ data: Voucher }>(PATH, { method: 'POST', body: input }),
    voucherKeys.platform,
  )
}

/** PATCH /api/v1/admin/vouchers/{id}: ends it early (`active: false`). */
export function useUpdatePlatformVoucher() {
  return useRefreshingMutation(
    ({ id, ...patch }: UpdateVoucherInput & { id: number }) =>
      api<{ data: Voucher }>(`${PATH}/${id}`, { method: 'PATCH', body: patch }),
    voucherKeys.platform,
  )
}
