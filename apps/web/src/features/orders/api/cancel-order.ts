import type { Order } from '@pasar/shared'
import { api } from '@/lib/api-client.ts'
import { useOrderMutation } from './use-order-mutation.ts'

export function cancelOrder(orderId: number): Promise<{ data: Order }> {
  return api(`/api/v1/orders/${orderId}/cancel`, { method: 'DELETE', timeoutMs: 20_000 })
}

export function useCancelOrder() {
  return useOrderMutation(cancelOrder)
}
