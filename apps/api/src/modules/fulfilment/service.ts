import { englishText, systemText, type SystemText } from '@pasar/shared'
import type { Db, Tx } from '../../db/client.ts'
import type { CANCELED_BY } from '../../db/schema/index.ts'
import { conflict } from '../../lib/http-error.ts'
import { bookSales } from '../ledger/index.ts'
import { notifyShipped, notifyStoreOrderCanceled } from '../notifications/index.ts'
import { recordStoreOrderRefund, sendRefund, type RefundDeps } from '../refunds/index.ts'
import * as repo from './repository.ts'
import type { StoreOrderRow } from './store-order-view.ts'

/**
 * The store order's state machine (docs/product.md#order-loop, docs/decisions/0850): each status
 * change is a named transition with its guard and effects. Routes and jobs call these; nothing
 * else changes a store order's status. Every transition is one conditional UPDATE, so of
 * concurrent calls exactly one wins and the others see a 409 (or, in a job, nothing to do).
 */

export type CanceledBy = (typeof CANCELED_BY)[number]

export const NOT_TO_SHIP = 'This order is no longer waiting to be shipped.'
export const NOT_SHIPPED = 'Only a shipped order can be marked as received.'
export const NOT_PAID_YET = 'This order is not paid yet: cancel the whole order instead.'
/** A system text (docs/decisions/1011): kept as its code, written in each reader's language. */
export const SHIP_BY_PASSED = systemText('cancel.SHIP_BY_PASSED')
export const SHIP_BY_PASSED_REASON = englishText(SHIP_BY_PASSED)

const REFUND_REASONS: Record<CanceledBy, string> = {
  BUYER: 'Canceled by the buyer before shipping',
  SELLER: 'Canceled by the seller before shipping',
  SYSTEM: 'Not shipped in time',
}

/**
 * TO_SHIP → SHIPPED with the courier's tracking number; the jobs ask the tracking soon. The
 * buyer's 'shipped' mail is enqueued in the same transaction.
 */
export async function ship(
  deps: Pick<RefundDeps, 'db' | 'links'>,
  id: number,
  trackingNumber: string,
  now = new Date(),
) {
  const row = await deps.db.transaction(async (tx) => {
    const shipped = await repo.transition(tx, id, ['TO_SHIP'], 'SHIPPED', {
      trackingNumber,
      shippedAt: now,
      trackingCheckedAt: null,
    })
    if (shipped) await notifyShipped(tx, shipped.id, deps.links)
    return shipped
  })
  if (!row) throw conflict(NOT_TO_SHIP)
  return row
}

/**
 * SHIPPED or DELIVERED → COMPLETED: the buyer says it arrived. The store's ledger gets the sale
 * and the platform fee in the same transaction (docs/decisions/0980).
 */
export async function receive(db: Db, id: number, feeBasisPoints: number, now = new Date()) {
  const row = await db.transaction(async (tx) => {
    const completed = await repo.transition(tx, id, ['SHIPPED', 'DELIVERED'], 'COMPLETED', {
      completedAt: now,
    })
    if (completed) await bookSales(tx, [completed], feeBasisPoints)
    return completed
  })
  if (!row) throw conflict(NOT_SHIPPED)
  return row
}

/** SHIPPED → DELIVERED when the courier says so; undefined when it already moved on. */
export function deliver(db: Db, id: number, deliveredAt: Date) {
  return repo.transition(db, id, ['SHIPPED'], 'DELIVERED', { deliveredAt })
}

/**
 * DELIVERED for longer than `afterMs` → COMPLETED, each with its sale and fee in the ledger in
 * the same transaction. Returns how many it completed.
 */
export async function completeDelivered(
  db: Db,
  afterMs: number,
  now: Date,
  feeBasisPoints: number,
  batch = 100,
) {
  return db.transaction(async (tx) => {
    const done = await repo.completeDeliveredBefore(
      tx,
      new Date(now.getTime() - afterMs),
      now,
      batch,
    )
    await bookSales(tx, done, feeBasisPoints)
    return done.length
  })
}

/**
 * TO_SHIP → CANCELED inside the caller's transaction: the refund of its items and shipping is
 * recorded and its stock goes back, only when this call made the change (at most once ever).
 * `reason` is a person's words; `code` a system text, whose English becomes the reason.
 * Returns the canceled row and the refund to send after the commit, or undefined.
 */
export async function cancelInTransaction(
  tx: Tx,
  id: number,
  cancel: { by: CanceledBy; reason: string } | { by: CanceledBy; code: SystemText },
  now: Date,
  links: RefundDeps['links'],
) {
  const row = await repo.transition(tx, id, ['TO_SHIP'], 'CANCELED', {
    canceledAt: now,
    canceledBy: cancel.by,
    ...('code' in cancel
      ? { cancelReason: englishText(cancel.code), cancelCode: cancel.code }
      : { cancelReason: cancel.reason, cancelCode: null }),
  })
  if (!row) return undefined
  const attempt = await repo.paidAttempt(tx, row.orderId)
  // A TO_SHIP store order was paid for; without the attempt the money could not be given back.
  if (!attempt) throw new Error(`store order ${id} is TO_SHIP but its order has no paid attempt`)
  const refundId = await recordStoreOrderRefund(
    tx,
    row,
    attempt.providerOrderId,
    REFUND_REASONS[cancel.by],
  )
  await repo.putBackStock(tx, row.id)
  await notifyStoreOrderCanceled(tx, row.id, links)
  return { row, refundId }
}

/** Sends the refunds of canceled store orders through the payment port, after their commit. */
export async function sendRefunds(deps: RefundDeps, refundIds: (number | undefined)[]) {
  for (const refundId of refundIds) {
    if (refundId === undefined) continue
    try {
      await sendRefund(deps, refundId)
    } catch (error) {
      // Stays PENDING: the jobs send it again (retryPendingRefunds).
      deps.log.error({ err: error, refundId }, 'store order refund not sent')
    }
  }
}

/** The buyer or the seller cancels a TO_SHIP store order: CANCELED, refunded, stock back. */
export async function cancel(
  deps: RefundDeps,
  id: number,
  by: Exclude<CanceledBy, 'SYSTEM'>,
  reason: string,
  now = new Date(),
): Promise<StoreOrderRow> {
  const result = await deps.db.transaction((tx) =>
    cancelInTransaction(tx, id, { by, reason }, now, deps.links),
  )
  if (!result) throw conflict(NOT_TO_SHIP)
  await sendRefunds(deps, [result.refundId])
  return result.row
}

/**
 * Cancels and refunds the TO_SHIP store orders whose ship-by passed (SKIP LOCKED: each to one
 * process). Returns how many it canceled.
 */
export async function cancelOverdue(deps: RefundDeps, now: Date, batch = 100) {
  const canceled = await deps.db.transaction(async (tx) => {
    const due = await repo.overdueToShip(tx, now, batch)
    const results = []
    for (const row of due) {
      const result = await cancelInTransaction(
        tx,
        row.id,
        { by: 'SYSTEM', code: SHIP_BY_PASSED },
        now,
        deps.links,
      )
      if (result) results.push(result)
    }
    return results
  })
  await sendRefunds(
    deps,
    canceled.map((result) => result.refundId),
  )
  return canceled.length
}
