import type { SellerStoreOrder } from '@pasar/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

/** GET /api/v1/stores/{slug}/orders/{storeOrderId}: one of the store's orders (owner only). */
export function getStoreOrder(
  slug: string,
  storeOrderId: number,
  signal?: AbortSignal,
): Promise<{ data: SellerStoreOrder }> {
  return api(`/api/v1/stores/${encodeURIComponent(slug)}/orders/${storeOrderId}`, { signal })
}

export function useStoreOrder(slug: string, storeOrderId: number) {
  return useQuery(
    queryOptions({
      // Under the inbox's key: shipping or canceling it from here refreshes it too.
      queryKey: queryKeys.stores.order(slug, storeOrderId),
      queryFn: ({ signal }) => getStoreOrder(slug, storeOrderId, signal),
      staleTime: 0,
    }),
  )
}
