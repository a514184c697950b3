import { STORE_ORDER_STATUSES, type StoreOrderStatus, type SystemText } from '@pasar/shared'
import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { claimDue } from '../../db/claim-due.ts'
import {
  orderItems,
  orders,
  paymentAttempts,
  productVariants,
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
      storeDiscount: storeOrders.storeDiscount,
    })
}

/**
 * The variant an order line was bought as; for a line written without one, its product's live
 * variant without options (its product's stock, as before variants). Qualified by hand: Drizzle
 * leaves a one-table select's columns unqualified, and in the subquery `product_id` would be the
 * variant's own.
 */
const variantOfLine = sql<number | null>`coalesce(order_items.variant_id, (
  SELECT v.id FROM product_variants v
  WHERE v.product_id = order_items.product_id AND v.retired_at IS NULL
    AND cardinality(v.option_values) = 0
  ORDER BY v.id LIMIT 1))`

/**
 * Puts the order lines `where` picks back in stock, on the variants they were bought as (a
 * retired variant takes its stock back too, though it no longer counts in its product's). Locks
 * like checkout (docs/decisions/1015-variants.md): product by product in id order, a product's
 * variants in id order, then the product's row through the trigger that keeps its stock, so
 * concurrent checkouts, cancels and the seller's replacing of the variants cannot deadlock. FOR
 * NO KEY UPDATE, as an update locks: it does not wait for the key-share locks that checkouts'
 * new order lines hold on the variants they name.
 */
export async function restockLines(tx: Tx, where: SQL) {
  const lines = await tx
    .select({
      productId: orderItems.productId,
      variantId: variantOfLine,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(where)
  const variants = new Map<number, { productId: number; quantity: number }>()
  for (const line of lines) {
    if (line.productId === null || line.variantId === null) continue
    const held = variants.get(line.variantId)
    if (held) held.quantity += line.quantity
    else variants.set(line.variantId, { productId: line.productId, quantity: line.quantity })
  }
  const runs = new Map<number, number[]>()
  for (const [variantId, { productId }] of variants) {
    runs.set(productId, [...(runs.get(productId) ?? []), variantId])
  }
  for (const productId of [...runs.keys()].sort((a, b) => a - b)) {
    const ids = (runs.get(productId) ?? []).sort((a, b) => a - b)
    await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(inArray(productVariants.id, ids))
      .orderBy(asc(productVariants.id))
      .for('no key update')
    for (const id of ids) {
      await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${variants.get(id)?.quantity ?? 0}` })
        .where(eq(productVariants.id, id))
    }
  }
}
