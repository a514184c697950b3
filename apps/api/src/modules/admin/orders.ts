import type { AdminOrder, AdminOrderDetail, OrderEventEntry } from '@pasar/shared'
import { notFound } from '../../lib/http-error.ts'
import { orderForAdmin, searchOrdersForAdmin, type OrderForAdmin } from '../orders/index.ts'
import { searchedList, type AdminDeps } from './deps.ts'

/** Orders newest first; `q` is an order number or a part of the buyer's email. */
export const listOrders = searchedList<AdminOrder>((deps, q, page, limit) =>
  searchOrdersForAdmin(deps.db, q, page, limit),
)

const PAYMENT_EVENTS = {
  PAID: 'PAYMENT_PAID',
  FAILED: 'PAYMENT_FAILED',
  EXPIRED: 'PAYMENT_EXPIRED',
  CANCELED: 'PAYMENT_CANCELED',
} as const

const REFUND_EVENTS = { DONE: 'REFUND_DONE', FAILED: 'REFUND_FAILED' } as const

/** What happened to the order, oldest first, read from its dates (nothing extra is recorded). */
export function timelineOf({ order, payments, refunds }: OrderForAdmin): OrderEventEntry[] {
  const events: OrderEventEntry[] = [
    { at: order.createdAt, event: 'PLACED', storeOrderId: null, detail: null },
  ]
  const add = (at: string | null, event: OrderEventEntry['event'], more = {}) => {
    if (at) events.push({ at, event, storeOrderId: null, detail: null, ...more })
  }
  for (const payment of payments) {
    const detail = `#${payment.attempt} ${payment.providerOrderId}`
    add(payment.createdAt, 'PAYMENT_STARTED', { detail })
    if (payment.status !== 'PENDING') {
      add(payment.updatedAt, PAYMENT_EVENTS[payment.status], { detail })
    }
  }
  for (const part of order.storeOrders) {
    const storeOrderId = part.id
    add(part.shippedAt, 'SHIPPED', { storeOrderId, detail: part.shipping.trackingNumber ?? null })
    add(part.deliveredAt, 'DELIVERED', { storeOrderId })
    add(part.completedAt, 'COMPLETED', { storeOrderId })
    add(part.canceledAt, 'CANCELED', { storeOrderId, detail: part.cancelReason })
  }
  for (const refund of refunds) {
    const storeOrderId = refund.storeOrderId
    add(refund.createdAt, 'REFUND_STARTED', { storeOrderId, detail: refund.reason })
    const outcome = refund.status === 'SETTLED' ? 'FAILED' : refund.status
    if (outcome !== 'PENDING') {
      add(refund.updatedAt, REFUND_EVENTS[outcome], {
        storeOrderId,
        detail: refund.failureMessage,
      })
    }
    if (refund.settled) {
      add(refund.settled.at, 'REFUND_SETTLED', { storeOrderId, detail: refund.settled.note })
    }
  }
  // Stable: events of the same moment keep the order above (placed before its first attempt).
  return events.sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
}

/** One order as the operator looks it up; 404 when there is none. */
export async function orderDetail(deps: AdminDeps, id: number): Promise<AdminOrderDetail> {
  const found = await orderForAdmin(deps.db, id)
  if (!found) throw notFound('Order not found')
  const { token: _token, ...order } = found.order
  return {
    ...order,
    buyer: found.buyer,
    payments: found.payments,
    refunds: found.refunds.map(({ updatedAt: _updatedAt, ...refund }) => refund),
    timeline: timelineOf(found),
  }
}
