import type { Order } from '@pasar/shared'
import { api } from '@/lib/api-client.ts'

/** PATCH /api/v1/orders/{id}: the server asks the provider and hands back a payable token. */
export function refreshOrder(orderId: number): Promise<{ data: Order }> {
  return api(`/api/v1/orders/${orderId}`, { method: 'PATCH', timeoutMs: 20_000 })
}
