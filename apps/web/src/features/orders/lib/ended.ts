import type { Order } from '@pasar/shared'

/** Orders that ended without payment offer 'Buy again' (docs/product.md#orders). */
export const ENDED_UNPAID = new Set<Order['status']>(['FAILED', 'EXPIRED', 'CANCELED'])

const FINISHED = new Set(['COMPLETED', 'CANCELED'])

/**
 * An order nothing more will happen to: ended unpaid, or paid and every store's part completed or
 * canceled. The order detail offers 'Buy again' on it, as Tokopedia's 'Beli lagi'.
 */
export function hasEnded(order: Order): boolean {
  if (ENDED_UNPAID.has(order.status)) return true
  return (
    order.status === 'PAID' &&
    order.storeOrders.length > 0 &&
    order.storeOrders.every((storeOrder) => FINISHED.has(storeOrder.status))
  )
}
