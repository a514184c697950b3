import type { SellerStoreOrder } from '@pasar/shared'
import { api } from '@/lib/api-client.ts'
import { useInboxMutation } from './invalidate.ts'

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
  return useInboxMutation(slug, (input: { storeOrderId: number; reason: string }) =>
    cancelStoreOrder(slug, input.storeOrderId, input.reason),
  )
}
