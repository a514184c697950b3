import type { OrderRefund } from '@pasar/shared'
import { and, eq, inArray, isNull, lt } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db, Tx } from '../../db/client.ts'
import { refunds } from '../../db/schema/index.ts'
import { notifyLatePaymentRefunded, type MailLinks } from '../notifications/index.ts'
import { ProviderUnreachable, type PaymentProvider } from '../../providers/payment/port.ts'

/** What sending a refund needs; the order deps carry all of it. */
export interface RefundDeps {
  db: Db
  provider: PaymentProvider
  log: FastifyBaseLogger
  /** Where the order loop's mail links point (docs/decisions/0870-mail-outbox.md). */
  links: MailLinks
}

/** The status a refund shows: a FAILED one an operator settled by hand is SETTLED (0993). */
export const refundViewStatus = (row: {
  status: (typeof refunds.$inferSelect)['status']
  settledAt: Date | null
}) => (row.settledAt ? ('SETTLED' as const) : row.status)

export const latePaymentRefundKey = (orderId: number) => `late-payment-${orderId}`
export const duplicatePaymentRefundKey = (providerOrderId: string) =>
  `extra-payment-${providerOrderId}`
export const storeOrderRefundKey = (storeOrderId: number) => `store-order-${storeOrderId}`

/**
 * Records the full refund of a payment the order does not need: it came in after the order was
 * canceled or expired, or another attempt already paid it (docs/decisions/0702, 1002). The first
 * such payment of an ended order keeps its refund key `late-payment-{order id}`; any other is
 * keyed by its attempt, so each extra payment is given back exactly once. Returns the refund's
 * id when this call recorded it.
 */
export async function recordExtraPaymentRefund(
  tx: Tx,
  order: { id: number; status: string },
  attempt: { providerOrderId: string; grossAmount: number },
): Promise<number | undefined> {
  const record = async (refundKey: string, reason: string) => {
    const [row] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        providerOrderId: attempt.providerOrderId,
        amount: attempt.grossAmount,
        refundKey,
        reason,
      })
      .onConflictDoNothing({ target: refunds.refundKey })
      .returning({ id: refunds.id })
    return row?.id
  }
  if (order.status !== 'PAID') {
    const id = await record(
      latePaymentRefundKey(order.id),
      'Payment received after the order was canceled or expired',
    )
    if (id !== undefined) return id
  }
  return record(
    duplicatePaymentRefundKey(attempt.providerOrderId),
    order.status === 'PAID'
      ? 'Order already paid by another payment attempt'
      : 'Payment received after the order was canceled or expired',
  )
}

/** The refund of a payment that came in for an ended order (the demo seed makes one). */
export const recordLatePaymentRefund = (
  tx: Tx,
  orderId: number,
  attempt: { providerOrderId: string; grossAmount: number },
) => recordExtraPaymentRefund(tx, { id: orderId, status: 'CANCELED' }, attempt)

/** What the buyer paid for one store order: items + shipping − both discounts (1016-vouchers). */
export const storeOrderPaid = (storeOrder: {
  itemsTotal: number
  shippingPrice: number
  storeDiscount: number
  platformDiscount: number
}) =>
  storeOrder.itemsTotal +
  storeOrder.shippingPrice -
  storeOrder.storeDiscount -
  storeOrder.platformDiscount

/**
 * Records the refund of a canceled store order: what the buyer paid for it (its items and its
 * shipping less its store's and its share of the platform's discount, docs/decisions/1016-vouchers.md),
 * once per store order (the refund key is unique). Called in the cancel's transaction; sent after
 * the commit.
 */
export async function recordStoreOrderRefund(
  tx: Tx,
  storeOrder: {
    id: number
    orderId: number
    itemsTotal: number
    shippingPrice: number
    storeDiscount: number
    platformDiscount: number
  },
  providerOrderId: string,
  reason: string,
): Promise<number | undefined> {
  const amount = storeOrderPaid(storeOrder)
  if (amount <= 0) return undefined
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: storeOrder.orderId,
      storeOrderId: storeOrder.id,
      providerOrderId,
      amount,
      refundKey: storeOrderRefundKey(storeOrder.id),
      reason,
    })
    .onConflictDoNothing({ target: refunds.refundKey })
    .returning({ id: refunds.id })
  return row?.id
}

/**
 * Asks the provider to pay a PENDING refund out: DONE (a late payment's buyer is mailed through
 * the outbox in the same transaction) when it did,
 * FAILED when it refused, still PENDING when it could not be reached (retryPendingRefunds).
 */
export async function sendRefund(deps: RefundDeps, refundId: number): Promise<void> {
  const [refund] = await deps.db
    .select()
    .from(refunds)
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'PENDING')))
  if (!refund) return
  let result
  try {
    result = await deps.provider.refund({
      providerOrderId: refund.providerOrderId,
      refundKey: refund.refundKey,
      amount: refund.amount,
      reason: refund.reason,
    })
  } catch (error) {
    if (!(error instanceof ProviderUnreachable)) throw error
    deps.log.warn({ err: error, refundId }, 'refund left pending: provider unreachable')
    return
  }
  const done = result.outcome === 'done'
  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(refunds)
      .set({
        status: done ? 'DONE' : 'FAILED',
        failureMessage: result.outcome === 'refused' ? result.message : null,
        updatedAt: new Date(),
      })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'PENDING')))
      .returning({ id: refunds.id })
    // A store order's refund is told in its 'canceled' mail; a late payment's has its own.
    if (row && done) await notifyLatePaymentRefunded(tx, refundId, deps.links)
    return row
  })
  if (updated && result.outcome === 'refused') {
    deps.log.error({ refundId, message: result.message }, 'refund refused by the provider')
  }
}

/**
 * Sends again every refund still PENDING since before `olderThanMs` (the provider could not be
 * reached). Safe on several processes: the refund key keeps the provider from paying twice.
 * Returns how many it tried.
 */
export async function retryPendingRefunds(
  deps: RefundDeps,
  olderThanMs = 60_000,
  now = new Date(),
) {
  const due = await deps.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'PENDING'),
        lt(refunds.createdAt, new Date(now.getTime() - olderThanMs)),
      ),
    )
    .orderBy(refunds.createdAt)
    .limit(100)
  for (const { id } of due) await sendRefund(deps, id)
  return due.length
}

/**
 * Records what the provider says it refunded on a payment (its refund notifications):
 * each of our refunds it names, with the same amount, is DONE — also one we had marked FAILED,
 * since the money did move. Nothing else changes. Returns how many refunds it marked.
 */
export async function confirmRefunds(
  db: Db,
  providerOrderId: string,
  reported: { refundKey: string; amount: number | undefined }[],
) {
  let marked = 0
  for (const { refundKey, amount } of reported) {
    if (amount === undefined) continue
    const done = await db
      .update(refunds)
      .set({ status: 'DONE', failureMessage: null, updatedAt: new Date() })
      .where(
        and(
          eq(refunds.providerOrderId, providerOrderId),
          eq(refunds.refundKey, refundKey),
          eq(refunds.amount, amount),
          inArray(refunds.status, ['PENDING', 'FAILED']),
        ),
      )
      .returning({ id: refunds.id })
    marked += done.length
  }
  return marked
}

/** The whole-order refund of each order, for the order view. */
export async function orderRefunds(db: Db | Tx, orderIds: number[]) {
  const rows = await db
    .select({
      orderId: refunds.orderId,
      amount: refunds.amount,
      status: refunds.status,
      settledAt: refunds.settledAt,
    })
    .from(refunds)
    .where(and(inArray(refunds.orderId, orderIds), isNull(refunds.storeOrderId)))
  return new Map<number, OrderRefund>(
    rows.map((row) => [row.orderId, { amount: row.amount, status: refundViewStatus(row) }]),
  )
}
