import type { SellerStoreOrder } from '@pasar/shared'
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

/**
 * After a store order changes (or the server says it already had): the inbox's pages and counts,
 * and the to-ship badges on the store list, are asked again.
 */
function refreshInbox(queryClient: QueryClient, slug: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.stores.orders(slug) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.stores.mine }),
  ])
}

/** A seller's change to one of `slug`'s store orders: the inbox is refreshed when it settles. */
export function useInboxMutation<TInput, TData>(
  slug: string,
  mutationFn: (input: TInput) => Promise<TData>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    // Not awaited: the caller's own callbacks (toast, closing the dialog) run first, while the
    // component that asked is still on screen; the refreshed list may take it away.
    onSettled: () => {
      void refreshInbox(queryClient, slug)
    },
  })
}

/**
 * POST /api/v1/stores/{slug}/orders/{id}/{step}: the seller's `step` on one store order, sent with
 * what it needs (the tracking number, the reason), the inbox refreshed when it settles.
 */
export function useStoreOrderStep<B extends object>(
  slug: string,
  step: 'ship' | 'cancel',
  timeoutMs?: number,
) {
  return useInboxMutation(slug, ({ storeOrderId, ...body }: { storeOrderId: number } & B) =>
    api<{ data: SellerStoreOrder }>(
      `/api/v1/stores/${encodeURIComponent(slug)}/orders/${storeOrderId}/${step}`,
      { method: 'POST', body, timeoutMs },
    ),
  )
}
