import type { StoreOrder } from '@pasar/shared'
import { api } from '@/lib/api-client.ts'
import { useOrderMutation } from './use-order-mutation.ts'
import type { StoreOrderRef } from './receive-store-order.ts'

/** POST /api/v1/orders/{id}/store-orders/{soId}/cancel: the buyer cancels before it ships. */
export function cancelStoreOrder({
  orderId,
  storeOrderId,
  reason,
}: StoreOrderRef & { reason: string }): Promise<{ data: StoreOrder }> {
  // The refund call to the payment provider happens inside: give it the payment time-out.
  return api(`/api/v1/orders/${orderId}/store-orders/${storeOrderId}/cancel`, {
    method: 'POST',
    body: { reason },
    timeoutMs: 20_000,
  })
}

export function useCancelStoreOrder() {
  return useOrderMutation(cancelStoreOrder)
}
