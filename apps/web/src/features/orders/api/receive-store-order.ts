import type { StoreOrder } from '@pasar/shared'
import { api } from '@/lib/api-client.ts'
import { useOrderMutation } from './use-order-mutation.ts'

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
  return useOrderMutation(receiveStoreOrder)
}
