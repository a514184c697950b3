import type { Balance } from '@pasar/shared'
import { useQuery } from '@tanstack/react-query'
import { dataQuery } from '@/lib/api-query.ts'
import { queryKeys } from '@/lib/query-keys.ts'

/** GET /api/v1/stores/{slug}/balance: available, pending and paid out. */
export function useBalance(slug: string) {
  return useQuery(
    dataQuery<Balance>(
      queryKeys.payouts.balance(slug),
      `/api/v1/stores/${encodeURIComponent(slug)}/balance`,
      { staleTime: 0 },
    ),
  )
}
