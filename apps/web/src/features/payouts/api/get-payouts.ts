import type { PayoutPage } from '@pasar/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

/** GET /api/v1/stores/{slug}/payouts: the latest withdrawals. */
export function getPayouts(slug: string, signal?: AbortSignal): Promise<PayoutPage> {
  return api(`/api/v1/stores/${encodeURIComponent(slug)}/payouts`, {
    query: { page: 1, limit: 10 },
    signal,
  })
}

export function usePayouts(slug: string) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.payouts.list(slug),
      queryFn: ({ signal }) => getPayouts(slug, signal),
      staleTime: 0,
    }),
  )
}
