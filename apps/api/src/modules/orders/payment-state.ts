import type { MailLinks } from '../notifications/index.ts'
import type { OrderStatus } from '@pasar/shared'
import { and, eq, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { orders, paymentAttempts } from '../../db/schema/index.ts'
import { findOrder, latestAttempt, releaseStock } from './repository.ts'
import { recordLatePaymentRefund } from './refunds.ts'
import { cancelUnpaidStoreOrders, openPaidStoreOrders } from './store-orders-on-payment.ts'

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
 * attempt and its order. Idempotent and order-safe: final states never change and a late
 * 'pending' never downgrades; the order follows its latest attempt (or any attempt that is paid);
 * an order that ends unpaid gets its stock back exactly once; a payment for an order already
 * canceled or expired is recorded as a refund to make, once, and never re-reserves stock.
 */
export async function applyPaymentStatus(
  db: Db,
  providerOrderId: string,
  next: OrderStatus,
  options: { shipWithinMs: number; links: MailLinks; now?: Date },
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
    if (!isFinal(attemptStatus) && attemptStatus !== next) {
      await tx
        .update(paymentAttempts)
        .set({ status: next, updatedAt: new Date() })
        .where(eq(paymentAttempts.id, attempt.id))
    }
    const unchanged = { orderId: order.id, status: order.status, changed: false }
    if (next === 'PAID' && (order.status === 'CANCELED' || order.status === 'EXPIRED')) {
      // Money arrived for an order that already ended: it goes back in full (docs/decisions/0702).
      const refundId = await recordLatePaymentRefund(tx, order.id, attempt)
      return { ...unchanged, refundId }
    }
    if (isFinal(attemptStatus) || order.status !== 'PENDING' || next === 'PENDING') return unchanged
    if (next !== 'PAID') {
      // An older attempt ending unpaid does not end an order that is being paid by a newer one.
      const latest = await latestAttempt(tx, order.id)
      if (latest?.id !== attempt.id) return unchanged
    }
    await tx.update(orders).set({ status: next, updatedAt: now }).where(eq(orders.id, order.id))
    // The store orders follow in the same transaction (docs/decisions/0851-checkout.md).
    if (next === 'PAID') {
      await openPaidStoreOrders(tx, order.id, now, options.shipWithinMs, options.links)
    } else {
      await releaseStock(tx, order)
      await cancelUnpaidStoreOrders(tx, order.id, next, now, options.links)
    }
    return { orderId: order.id, status: next, changed: true }
  })
}

/**
 * Expires PENDING orders past their payment deadline and releases their stock. Several API
 * processes may run this at once: SKIP LOCKED gives each order to exactly one of them.
 * Returns how many orders it expired.
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
      await releaseStock(tx, order)
      await cancelUnpaidStoreOrders(tx, order.id, 'EXPIRED', now, deps.links)
    }
    return due.length
  })
}
