import type { StoreOrder } from '@pasar/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

export interface StoreOrderRef {
  orderId: number
  storeOrderId: number
}

/** POST /api/v1/orders/{id}/store-orders/{soId}/receive: 'Order received' completes it. */
export function receiveStoreOrder({ orderId, storeOrderId }: StoreOrderRef): Promise<{
  data: StoreOrder
}> {
  return api(`/api/v1/orders/${orderId}/store-orders/${storeOrderId}/receive`, { method: 'POST' })
}

export function useReceiveStoreOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: receiveStoreOrder,
    // Not awaited: the caller's own callbacks (toast, closing the dialog) run first, while the
    // component that asked is still on screen; the refreshed list may take it away.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all })
    },
  })
}
