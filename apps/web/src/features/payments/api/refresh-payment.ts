import type { Order } from '@pasar/shared'
import { api } from '@/lib/api-client.ts'

/**
 * PATCH /api/v1/orders/{id}: the server asks the payment provider for the order's status and,
 * when the last attempt can no longer be paid, starts a fresh one (a new token).
 */
export function refreshPayment(orderId: number): Promise<{ data: Order }> {
  return api(`/api/v1/orders/${orderId}`, { method: 'PATCH', timeoutMs: 20_000 })
}
