import type { Balance } from '@pasar/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

/** GET /api/v1/stores/{slug}/balance: available, pending and paid out. */
export function getBalance(slug: string, signal?: AbortSignal): Promise<{ data: Balance }> {
  return api(`/api/v1/stores/${encodeURIComponent(slug)}/balance`, { signal })
}

export function balanceQuery(slug: string) {
  return queryOptions({
    queryKey: queryKeys.payouts.balance(slug),
    queryFn: ({ signal }) => getBalance(slug, signal),
    select: (body) => body.data,
    staleTime: 0,
  })
}

export function useBalance(slug: string) {
  return useQuery(balanceQuery(slug))
}
