import type { MailLinks } from '../notifications/index.ts'
import type { OrderStatus, PaymentInstructions } from '@pasar/shared'
import { and, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { orders, paymentAttempts } from '../../db/schema/index.ts'
import { findOrder, latestAttempt, releaseStock } from './repository.ts'
import { releaseUses } from '../vouchers/index.ts'
import { recordExtraPaymentRefund } from '../refunds/index.ts'
import { cancelUnpaidStoreOrders, openPaidStoreOrders } from '../fulfilment/index.ts'

export const FINAL_STATUSES: readonly OrderStatus[] = ['PAID', 'CANCELED', 'EXPIRED', 'FAILED']

export function isFinal(status: OrderStatus): boolean {
  return FINAL_STATUSES.includes(status)
}

export interface AppliedStatus {
  orderId: number
  /** The order's status after applying. */
  status: OrderStatus
  changed: boolean
  /** A refund this call recorded for money that came in after the order ended (to be sent). */
  refundId?: number | undefined
}

/**
 * The one place a payment status from the provider (notification or status call) changes an
 * attempt and its order (docs/decisions/1005). Idempotent and order-safe: a late 'pending' never
 * downgrades and a final attempt stays final, except that money arriving is always believed.
 * A denied or failed attempt leaves the order PENDING and payable until its deadline; an attempt
 * that expires before the deadline does too; only a cancel of the latest attempt (the buyer's) or
 * the deadline ends it unpaid, and then its stock comes back exactly once. Money taken twice is
 * given back: a payment for an order that already ended, or that another attempt already paid,
 * is recorded as a refund to make, once per attempt, and never re-reserves stock.
 */
export async function applyPaymentStatus(
  db: Db,
  providerOrderId: string,
  next: OrderStatus,
  options: {
    shipWithinMs: number
    links: MailLinks
    now?: Date
    instructions?: PaymentInstructions | undefined
  },
): Promise<AppliedStatus | undefined> {
  const now = options.now ?? new Date()
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: paymentAttempts.id, orderId: paymentAttempts.orderId })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.providerOrderId, providerOrderId))
    if (!found) return undefined
    // Lock order before attempt before products, everywhere, so concurrent updates cannot deadlock.
    const order = await findOrder(tx, found.orderId, true)
    if (!order) return undefined
    const [attempt] = await tx
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, found.id))
      .for('update')
    if (!attempt) return undefined

    const attemptStatus = attempt.status as OrderStatus
    const paidNow = next === 'PAID' && attemptStatus !== 'PAID'
    if ((!isFinal(attemptStatus) && attemptStatus !== next) || paidNow) {
      await tx
        .update(paymentAttempts)
        .set({ status: next, updatedAt: new Date() })
        .where(eq(paymentAttempts.id, attempt.id))
    }
    if (next === 'PENDING' && options.instructions && !isFinal(attemptStatus)) {
      await tx
        .update(paymentAttempts)
        .set({ instructions: options.instructions })
        .where(eq(paymentAttempts.id, attempt.id))
    }
    const unchanged = { orderId: order.id, status: order.status, changed: false }
    if (next === 'PAID') {
      if (!paidNow) return unchanged
      if (order.status !== 'PENDING') {
        // Money for an order that ended, or that another attempt paid: it all goes back.
        const refundId = await recordExtraPaymentRefund(tx, order, attempt)
        return { ...unchanged, refundId }
      }
      await tx.update(orders).set({ status: 'PAID', updatedAt: now }).where(eq(orders.id, order.id))
      // The store orders follow in the same transaction (docs/decisions/0851-checkout.md).
      await openPaidStoreOrders(tx, order.id, now, options.shipWithinMs, options.links)
      return { orderId: order.id, status: 'PAID', changed: true }
    }
    if (isFinal(attemptStatus) || order.status !== 'PENDING' || next === 'PENDING') return unchanged
    // A superseded attempt's late news changes nothing about the order.
    const latest = await latestAttempt(tx, order.id)
    if (latest?.id !== attempt.id) return unchanged
    // A refused payment is one try: the order stays payable, 'Pay now' starts the next attempt.
    if (next === 'FAILED') return unchanged
    if (next === 'EXPIRED' && order.paymentDeadline > now) return unchanged
    await tx.update(orders).set({ status: next, updatedAt: now }).where(eq(orders.id, order.id))
    await releaseStock(tx, order)
    await releaseUses(tx, [order.id], now)
    await cancelUnpaidStoreOrders(tx, order.id, next, now, options.links)
    return { orderId: order.id, status: next, changed: true }
  })
}

/**
 * Expires PENDING orders past their payment deadline and gives back their voucher uses and their
 * stock. Several API processes may run this at once: SKIP LOCKED gives each order to exactly one
 * of them. Returns how many orders it expired.
 */
export async function expireOverdueOrders(
  deps: { db: Db; links: MailLinks },
  now = new Date(),
  batch = 100,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.status, 'PENDING'), lt(orders.paymentDeadline, now)))
      .orderBy(orders.paymentDeadline)
      .limit(batch)
      .for('update', { skipLocked: true })
    for (const order of due) {
      await tx
        .update(paymentAttempts)
        .set({ status: 'EXPIRED', updatedAt: now })
        .where(
          and(eq(paymentAttempts.orderId, order.id), sql`${paymentAttempts.status} = 'PENDING'`),
        )
      await tx
        .update(orders)
        .set({ status: 'EXPIRED', updatedAt: now })
        .where(eq(orders.id, order.id))
    }
    for (const order of due) {
      await releaseStock(tx, order)
      await cancelUnpaidStoreOrders(tx, order.id, 'EXPIRED', now, deps.links)
    }
    // Then every voucher of the batch is given back, in one id order, after the stock, as
    // checkout locks them.
    await releaseUses(
      tx,
      due.map((order) => order.id),
      now,
    )
    return due.length
  })
}
