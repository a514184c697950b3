import type { QueryClient } from '@tanstack/react-query'
import { queryKeys } from '@/lib/query-keys.ts'

/**
 * After a store order changes (or the server says it already had): the inbox's pages and counts,
 * and the to-ship badges on the store list, are asked again.
 */
export function refreshInbox(queryClient: QueryClient, slug: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.stores.orders(slug) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.stores.mine }),
  ])
}
