import {
  TABLE_PAGE_SIZE,
  type CreateStoreVoucherInput,
  type UpdateVoucherInput,
  type Voucher,
  type VoucherPage,
} from '@pasar/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { useRefreshingMutation } from '@/lib/api-query.ts'
import { voucherKeys } from './keys.ts'

const path = (slug: string) => `/api/v1/stores/${encodeURIComponent(slug)}/vouchers`

/** GET /api/v1/stores/{slug}/vouchers (owner only): one page of the store's vouchers. */
export function storeVouchersQuery(slug: string, page: number) {
  return queryOptions({
    queryKey: voucherKeys.storePage(slug, page),
    queryFn: ({ signal }) =>
      api<VoucherPage>(path(slug), { query: { page, limit: TABLE_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useStoreVouchers(slug: string, page: number) {
  return useQuery(storeVouchersQuery(slug, page))
}

/**
 * POST /api/v1/stores/{slug}/vouchers; then the store's lists are asked again (its shoppers'
 * too: a voucher that starts now shows on the store page).
 */
export function useCreateStoreVoucher(slug: string) {
  return useRefreshingMutation(
    (input: CreateStoreVoucherInput) =>
      api<{ data: Voucher }>(path(slug), { method: 'POST', body: input }),
    voucherKeys.all,
  )
}

/** PATCH /api/v1/stores/{slug}/vouchers/{id}: ends it early (`active: false`). */
export function useUpdateStoreVoucher(slug: string) {
  return useRefreshingMutation(
    ({ id, ...patch }: UpdateVoucherInput & { id: number }) =>
      api<{ data: Voucher }>(`${path(slug)}/${id}`, { method: 'PATCH', body: patch }),
    voucherKeys.all,
  )
}
