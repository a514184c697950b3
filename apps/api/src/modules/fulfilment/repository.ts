import { STORE_ORDER_STATUSES, type StoreOrderStatus, type SystemText } from '@pasar/shared'
import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { claimDue } from '../../db/claim-due.ts'
import {
  orderItems,
  orders,
  paymentAttempts,
  products,
  storeOrders,
  storeOrderTracking,
} from '../../db/schema/index.ts'
import type { StoreOrderRow } from './store-order-view.ts'

type Handle = Db | Tx
export type StoreOrderChanges = Partial<typeof storeOrders.$inferInsert>

/** Store-order queries (docs/decisions/0850-store-orders.md); the only writer of its statuses. */

export async function findStoreOrder(db: Handle, id: number): Promise<StoreOrderRow | undefined> {
  const [row] = await db.select().from(storeOrders).where(eq(storeOrders.id, id))
  return row
}

/** The buyer who paid for the order the store order belongs to. */
export async function buyerOf(db: Handle, orderId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId))
  return row?.userId
}

/**
 * Moves a store order from one of `from` to `to` in ONE conditional UPDATE: of concurrent calls
 * exactly one gets the row back; the others find its status already changed and get nothing.
 */
export async function transition(
  db: Handle,
  id: number,
  from: readonly StoreOrderStatus[],
  to: StoreOrderStatus,
  changes: StoreOrderChanges,
): Promise<StoreOrderRow | undefined> {
  const [row] = await db
    .update(storeOrders)
    .set({ ...changes, status: to, updatedAt: sql`now()` })
    .where(and(eq(storeOrders.id, id), inArray(storeOrders.status, [...from])))
    .returning()
  return row
}

/**
 * One page of the store's orders; its total comes from `countsByStatus`. Those to ship come nearest
 * ship-by first, the seller's next deadline on top; every other list newest first
 * (docs/decisions/0977-to-ship-nearest-deadline-first.md).
 */
export function listStoreOrders(
  db: Handle,
  storeId: number,
  status: StoreOrderStatus | undefined,
  page: number,
  limit: number,
) {
  const conditions: SQL[] = [eq(storeOrders.storeId, storeId)]
  if (status) conditions.push(eq(storeOrders.status, status))
  return db
    .select()
    .from(storeOrders)
    .where(and(...conditions))
    .orderBy(
      ...(status === 'TO_SHIP'
        ? [asc(storeOrders.shipBy), asc(storeOrders.id)]
        : [desc(storeOrders.createdAt), desc(storeOrders.id)]),
    )
    .limit(limit)
    .offset((page - 1) * limit)
}

/** How many of each store's orders are in each status (every status present, zero or more). */
export async function countsByStatus(db: Handle, storeIds: number[]) {
  const result = new Map<number, Record<StoreOrderStatus, number>>()
  for (const id of storeIds) {
    result.set(
      id,
      Object.fromEntries(STORE_ORDER_STATUSES.map((s) => [s, 0])) as Record<
        StoreOrderStatus,
        number
      >,
    )
  }
  if (storeIds.length === 0) return result
  const rows = await db
    .select({
      storeId: storeOrders.storeId,
      status: storeOrders.status,
      count: sql<number>`count(*)::int`,
    })
    .from(storeOrders)
    .where(inArray(storeOrders.storeId, storeIds))
    .groupBy(storeOrders.storeId, storeOrders.status)
  for (const row of rows) {
    const counts = result.get(row.storeId)
    if (counts) counts[row.status] = row.count
  }
  return result
}

/** The attempt the order was paid through: refunds go back through it. */
export async function paidAttempt(db: Handle, orderId: number) {
  const [row] = await db
    .select({ providerOrderId: paymentAttempts.providerOrderId })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'PAID')))
    .orderBy(desc(paymentAttempts.id))
    .limit(1)
  return row
}

/**
 * Puts a canceled store order's lines back in stock. Called once, by whoever won the cancel
 * transition, in its transaction.
 */
export function putBackStock(tx: Tx, storeOrderId: number) {
  return restockLines(tx, eq(orderItems.storeOrderId, storeOrderId))
}

/** TO_SHIP store orders past their ship-by, locked; rows another process holds are skipped. */
export function overdueToShip(tx: Tx, now: Date, batch: number) {
  return tx
    .select()
    .from(storeOrders)
    .where(and(eq(storeOrders.status, 'TO_SHIP'), lt(storeOrders.shipBy, now)))
    .orderBy(asc(storeOrders.shipBy))
    .limit(batch)
    .for('update', { skipLocked: true })
}

/**
 * Claims SHIPPED store orders whose tracking was not asked since `before` by stamping them with
 * `now` in one statement, so two processes never ask for the same parcel in one round.
 */
export function claimTrackingDue(db: Db, before: Date, now: Date, batch: number) {
  const due = { status: 'SHIPPED', checkedAt: 'trackingCheckedAt', before, now, batch } as const
  return claimDue(db, storeOrders, due)
}

/** Adds the courier's events; an event already kept (same moment and status) adds nothing. */
export async function addTrackingEvents(
  db: Handle,
  storeOrderId: number,
  events: { status: string; note: string; noteCode?: SystemText | null; at: Date }[],
) {
  if (events.length === 0) return
  await db
    .insert(storeOrderTracking)
    .values(events.map((event) => ({ storeOrderId, ...event })))
    .onConflictDoNothing()
}

/** DELIVERED since before `before` → COMPLETED, in one statement (safe on many processes). */
export async function completeDeliveredBefore(db: Handle, before: Date, now: Date, batch: number) {
  const due = db
    .select({ id: storeOrders.id })
    .from(storeOrders)
    .where(and(eq(storeOrders.status, 'DELIVERED'), lt(storeOrders.deliveredAt, before)))
    .orderBy(asc(storeOrders.deliveredAt))
    .limit(batch)
    .for('update', { skipLocked: true })
  return db
    .update(storeOrders)
    .set({ status: 'COMPLETED', completedAt: now, updatedAt: now })
    .where(and(inArray(storeOrders.id, due), eq(storeOrders.status, 'DELIVERED')))
    .returning({
      id: storeOrders.id,
      storeId: storeOrders.storeId,
      itemsTotal: storeOrders.itemsTotal,
      shippingPrice: storeOrders.shippingPrice,
    })
}

/**
 * Puts the order lines `where` picks back in stock, locking the product rows in id order like
 * checkout does, so concurrent checkouts and cancels cannot deadlock.
 */
export async function restockLines(tx: Tx, where: SQL) {
  const lines = await tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(where)
  const byProduct = new Map<number, number>()
  for (const line of lines) {
    if (line.productId === null) continue
    byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity)
  }
  const ids = [...byProduct.keys()].sort((a, b) => a - b)
  if (ids.length > 0) {
    await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(asc(products.id))
      .for('update')
    for (const id of ids) {
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${byProduct.get(id) ?? 0}` })
        .where(eq(products.id, id))
    }
  }
}
