import { englishText, systemText, type OrderStatus } from '@pasar/shared'
import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { storeOrders } from '../../db/schema/index.ts'
import { notifyOrderCanceled, notifyOrderPaid, type MailLinks } from '../notifications/index.ts'

/**
 * Why an order's store orders ended before it was paid: system texts, kept as codes and written
 * in each reader's language (docs/decisions/1011).
 */
const UNPAID_REASONS = {
  CANCELED: { by: 'BUYER', code: systemText('cancel.BUYER_CANCELED_UNPAID') },
  EXPIRED: { by: 'SYSTEM', code: systemText('cancel.NOT_PAID_IN_TIME') },
  FAILED: { by: 'SYSTEM', code: systemText('cancel.PAYMENT_FAILED') },
} as const

type UnpaidEnd = keyof typeof UNPAID_REASONS

/**
 * The order was paid: its store orders waiting for payment go TO_SHIP, each to be shipped by
 * `paidAt + SHIP_WITHIN` (docs/product.md, Order loop). Only AWAITING_PAYMENT ones move, so a replayed payment
 * re-opens nothing. The caller holds the order's lock, in its transaction.
 */
export async function openPaidStoreOrders(
  tx: Tx,
  orderId: number,
  paidAt: Date,
  shipWithinMs: number,
  links: MailLinks,
) {
  await tx
    .update(storeOrders)
    .set({
      status: 'TO_SHIP',
      shipBy: new Date(paidAt.getTime() + shipWithinMs),
      updatedAt: paidAt,
    })
    .where(and(eq(storeOrders.orderId, orderId), eq(storeOrders.status, 'AWAITING_PAYMENT')))
  // 'Payment received' to the buyer, 'New order to ship' to each store's owner.
  await notifyOrderPaid(tx, orderId, links)
}

/**
 * The order ended unpaid (canceled by the buyer, expired or failed): its store orders still
 * waiting for payment are CANCELED with who ended them and why. The caller holds the order's lock.
 */
export async function cancelUnpaidStoreOrders(
  tx: Tx,
  orderId: number,
  end: OrderStatus,
  at: Date,
  links: MailLinks,
) {
  if (!(end in UNPAID_REASONS)) return
  const { by, code } = UNPAID_REASONS[end as UnpaidEnd]
  await tx
    .update(storeOrders)
    .set({
      status: 'CANCELED',
      canceledAt: at,
      canceledBy: by,
      cancelReason: englishText(code),
      cancelCode: code,
      updatedAt: at,
    })
    .where(and(eq(storeOrders.orderId, orderId), eq(storeOrders.status, 'AWAITING_PAYMENT')))
  // 'Order canceled' to the buyer: who ended it and why.
  await notifyOrderCanceled(tx, orderId, links)
}
