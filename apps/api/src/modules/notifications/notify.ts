import type { Db, Tx } from '../../db/client.ts'
import {
  mailCanceled,
  mailNewOrderToShip,
  mailPaymentReceived,
  mailRefundSent,
  mailShipped,
} from './mails.ts'
import {
  findOrderWithBuyer,
  findRefundWithBuyer,
  findStoreOrder,
  storeOrderRefundAmount,
  storeOrdersOfOrder,
  type StoreOrderForMail,
} from './order-mail-repository.ts'
import type { MailLinks, MailStoreOrder } from './types.ts'

// One call per order-loop event: reads the order by id inside the caller's transaction and
// enqueues its mails (docs/decisions/0870-mail-outbox.md). Each returns how many mails it added
// (0 when the order is unknown or the event was already mailed); none of them throws for a
// missing row, so a mail never fails the event it tells of. 'Order placed' has no call here:
// checkout enqueues it with what it has just written (`mailOrderPlaced`, ADR 0974).

const plain = ({ storeOrderId, store, lines, itemsTotal, shipping }: StoreOrderForMail) =>
  ({ storeOrderId, store, lines, itemsTotal, shipping }) satisfies MailStoreOrder

const count = (added: boolean[]) => added.filter(Boolean).length

/** 'Payment received' to the buyer. */
export async function notifyPaymentReceived(tx: Db | Tx, orderId: number, links: MailLinks) {
  const found = await findOrderWithBuyer(tx, orderId)
  if (!found) return 0
  const storeOrders = await storeOrdersOfOrder(tx, orderId)
  const deadlines = storeOrders.flatMap((so) => (so.row.shipBy ? [so.row.shipBy.getTime()] : []))
  return count([
    await mailPaymentReceived(tx, links, {
      orderId,
      buyer: found.buyer,
      storeOrders: storeOrders.map(plain),
      totalPrice: found.order.totalPrice,
      shipBy: deadlines.length > 0 ? new Date(Math.min(...deadlines)) : null,
    }),
  ])
}

async function newOrderToShip(
  tx: Db | Tx,
  links: MailLinks,
  storeOrder: StoreOrderForMail,
  order: { id: number; address: Parameters<typeof mailNewOrderToShip>[2]['address'] },
  buyerName: string,
) {
  const { shipBy } = storeOrder.row
  if (storeOrder.row.status !== 'TO_SHIP' || !shipBy) return false
  return mailNewOrderToShip(tx, links, {
    orderId: order.id,
    owner: storeOrder.owner,
    buyerName,
    storeOrder: plain(storeOrder),
    shipBy,
    address: order.address,
  })
}

/** 'New order to ship' to the owner of one store order, once it is TO_SHIP (paid). */
export async function notifyNewOrderToShip(tx: Db | Tx, storeOrderId: number, links: MailLinks) {
  const storeOrder = await findStoreOrder(tx, storeOrderId)
  if (!storeOrder) return 0
  const found = await findOrderWithBuyer(tx, storeOrder.row.orderId)
  if (!found) return 0
  return count([await newOrderToShip(tx, links, storeOrder, found.order, found.buyer.name)])
}

/**
 * The order was paid: 'payment received' to the buyer and 'new order to ship' to each store
 * whose part is TO_SHIP. Call in the transaction that marks the order PAID and sets shipBy.
 */
export async function notifyOrderPaid(tx: Db | Tx, orderId: number, links: MailLinks) {
  const found = await findOrderWithBuyer(tx, orderId)
  if (!found) return 0
  let added = await notifyPaymentReceived(tx, orderId, links)
  for (const storeOrder of await storeOrdersOfOrder(tx, orderId)) {
    if (await newOrderToShip(tx, links, storeOrder, found.order, found.buyer.name)) added++
  }
  return added
}

/** 'Shipped' to the buyer: call in the transaction that marks the store order SHIPPED. */
export async function notifyShipped(tx: Db | Tx, storeOrderId: number, links: MailLinks) {
  const storeOrder = await findStoreOrder(tx, storeOrderId)
  const trackingNumber = storeOrder?.row.trackingNumber
  if (!storeOrder || !trackingNumber) return 0
  const found = await findOrderWithBuyer(tx, storeOrder.row.orderId)
  if (!found) return 0
  return count([
    await mailShipped(tx, links, {
      orderId: found.order.id,
      buyer: found.buyer,
      storeOrder: plain(storeOrder),
      trackingNumber,
    }),
  ])
}

/**
 * 'Canceled' to the buyer for one store's part: who canceled it, why (its cancelReason) and the
 * refund recorded for it. Call in the transaction that cancels it, after the refund is recorded.
 */
export async function notifyStoreOrderCanceled(
  tx: Db | Tx,
  storeOrderId: number,
  links: MailLinks,
) {
  const storeOrder = await findStoreOrder(tx, storeOrderId)
  if (!storeOrder) return 0
  const found = await findOrderWithBuyer(tx, storeOrder.row.orderId)
  if (!found) return 0
  return count([
    await mailCanceled(tx, links, {
      orderId: found.order.id,
      storeOrderId,
      buyer: found.buyer,
      stores: [storeOrder.store],
      canceledBy: storeOrder.row.canceledBy,
      reason: storeOrder.row.cancelReason,
      reasonCode: storeOrder.row.cancelCode,
      refundAmount: await storeOrderRefundAmount(tx, storeOrderId),
    }),
  ])
}

/**
 * 'Canceled' to the buyer for a whole order canceled before it was paid (nothing to refund).
 * Who and why come from its store orders when they carry it.
 */
export async function notifyOrderCanceled(tx: Db | Tx, orderId: number, links: MailLinks) {
  const found = await findOrderWithBuyer(tx, orderId)
  if (!found) return 0
  const storeOrders = await storeOrdersOfOrder(tx, orderId)
  const first = storeOrders[0]?.row
  return count([
    await mailCanceled(tx, links, {
      orderId,
      storeOrderId: null,
      buyer: found.buyer,
      stores: storeOrders.map((so) => so.store),
      canceledBy: first?.canceledBy ?? null,
      reason: first?.cancelReason ?? null,
      reasonCode: first?.cancelCode ?? null,
      refundAmount: null,
    }),
  ])
}

/**
 * 'Your payment was refunded' to the buyer, for a late payment's whole-order refund once the
 * provider paid it out (DONE). Call in the transaction that marks the refund DONE.
 */
export async function notifyLatePaymentRefunded(tx: Db | Tx, refundId: number, links: MailLinks) {
  const found = await findRefundWithBuyer(tx, refundId)
  if (!found || found.refund.status !== 'DONE' || found.refund.storeOrderId !== null) return 0
  return count([
    await mailRefundSent(tx, links, {
      orderId: found.refund.orderId,
      refundId,
      buyer: found.buyer,
      amount: found.refund.amount,
      orderStatus: found.orderStatus,
    }),
  ])
}
