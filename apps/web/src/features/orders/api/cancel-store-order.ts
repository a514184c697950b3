import type { StoreOrder } from '@pasar/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'
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
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelStoreOrder,
    // Not awaited: the caller's own callbacks (toast, closing the dialog) run first, while the
    // component that asked is still on screen; the refreshed list may take it away.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all })
    },
  })
}
