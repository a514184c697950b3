import type { SellerStoreOrder } from '@pasar/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { refreshInbox } from './invalidate.ts'

/** POST /api/v1/stores/{slug}/orders/{id}/cancel: the seller cancels and the buyer is refunded. */
export function cancelStoreOrder(
  slug: string,
  storeOrderId: number,
  reason: string,
): Promise<{ data: SellerStoreOrder }> {
  // The refund call to the payment provider happens inside: give it the payment time-out.
  return api(`/api/v1/stores/${encodeURIComponent(slug)}/orders/${storeOrderId}/cancel`, {
    method: 'POST',
    body: { reason },
    timeoutMs: 20_000,
  })
}

export function useCancelStoreOrder(slug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { storeOrderId: number; reason: string }) =>
      cancelStoreOrder(slug, input.storeOrderId, input.reason),
    // Not awaited: the caller's own callbacks (toast, closing the dialog) run first, while the
    // component that asked is still on screen; the refreshed list may take it away.
    onSettled: () => {
      void refreshInbox(queryClient, slug)
    },
  })
}
