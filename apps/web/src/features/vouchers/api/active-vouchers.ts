import type { PublicVoucher } from '@pasar/shared'
import { useQuery } from '@tanstack/react-query'
import { dataQuery } from '@/lib/api-query.ts'
import { voucherKeys } from './keys.ts'

/** A minute: a voucher that starts or ends shows or goes on the next visit after it. */
const STALE_MS = 60_000

/**
 * GET /api/v1/stores/{slug}/vouchers/active (public): what shoppers can use now. Asked for only
 * once `enabled` (the page's own content is in), so it never competes with it.
 */
export function useActiveVouchers(slug: string, enabled: boolean) {
  return useQuery({
    ...dataQuery<PublicVoucher[]>(
      voucherKeys.active(slug),
      `/api/v1/stores/${encodeURIComponent(slug)}/vouchers/active`,
      { staleTime: STALE_MS },
    ),
    enabled: enabled && slug !== '',
  })
}
