import {
  ORDER_STAGES,
  STAGE_STORE_ORDER_STATUSES,
  type Order,
  type OrderRefund,
  type OrderStage,
  type OrderStageCounts,
  type OrderStatus,
  type PaymentAttempt,
  type StoreOrder,
} from '@pasar/shared'
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { assigned, preparedQuery, value } from '../../db/prepared-query.ts'
import type { Db, Tx } from '../../db/client.ts'
import { orderItems, orders, paymentAttempts, storeOrders } from '../../db/schema/index.ts'
import { orderRefunds } from '../refunds/index.ts'
import { restockLines, storeOrdersOf, toOrderItem } from '../fulfilment/index.ts'

export type OrderRow = typeof orders.$inferSelect
export type AttemptRow = typeof paymentAttempts.$inferSelect

/** The order id the provider knows an attempt by: the order's number and the attempt's. */
export const providerOrderIdFor = (orderId: number, attempt: number) => `PSR-${orderId}-${attempt}`

/** What an order's view shows beside its own row. */
export interface OrderFacts {
  /** Its lines (and maybe other orders' ones, left out by order id). */
  lines: (typeof orderItems.$inferSelect)[]
  /** Its latest payment attempt's token. */
  token: string | null
  /** Its latest payment attempt. */
  payment: PaymentAttempt | null
  refund: OrderRefund | null
  storeOrders: StoreOrder[]
}

/** The buyer's view of an attempt: the instructions only while it can still be paid. */
export function paymentView(attempt: {
  number: number
  status: string
  instructions: PaymentAttempt['instructions']
}): PaymentAttempt {
  const status = attempt.status as OrderStatus
  return {
    attempt: attempt.number,
    status,
    instructions: status === 'PENDING' ? attempt.instructions : null,
  }
}

/** One order as its buyer sees it (docs/product.md, Orders), from its row and the facts around it. */
export function orderView(row: OrderRow, facts: OrderFacts): Order {
  return {
    id: row.id,
    status: row.status,
    totalPrice: row.totalPrice,
    itemsTotal: row.itemsTotal,
    shippingTotal: row.shippingTotal,
    discountTotal: row.discountTotal,
    address: row.address ?? null,
    token: facts.token,
    createdAt: row.createdAt.toISOString(),
    paymentDeadline: row.paymentDeadline.toISOString(),
    orderItems: facts.lines.filter((line) => line.orderId === row.id).map(toOrderItem),
    refund: facts.refund,
    storeOrders: facts.storeOrders,
    payment: facts.payment,
  }
}

/** Orders with their lines, their latest attempt's token and their refund, in one pass each. */
export async function toOrders(db: Db | Tx, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const [lines, attempts, refunds, parts] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.id)),
    db
      .selectDistinctOn([paymentAttempts.orderId], {
        orderId: paymentAttempts.orderId,
        token: paymentAttempts.token,
        status: paymentAttempts.status,
        instructions: paymentAttempts.instructions,
        // Window functions run before DISTINCT ON: how many attempts the order had.
        number: sql<number>`(count(*) over (partition by ${paymentAttempts.orderId}))::int`,
      })
      .from(paymentAttempts)
      .where(inArray(paymentAttempts.orderId, ids))
      .orderBy(asc(paymentAttempts.orderId), desc(paymentAttempts.id)),
    orderRefunds(db, ids),
    storeOrdersOf(db, ids),
  ])
  const latest = new Map(attempts.map((a) => [a.orderId, a]))
  return rows.map((row) => {
    const attempt = latest.get(row.id)
    return orderView(row, {
      lines,
      token: attempt?.token ?? null,
      payment: attempt ? paymentView(attempt) : null,
      refund: refunds.get(row.id) ?? null,
      storeOrders: parts.get(row.id) ?? [],
    })
  })
}

export async function findOrder(db: Db | Tx, id: number, lock = false) {
  const query = db.select().from(orders).where(eq(orders.id, id))
  const [row] = lock ? await query.for('update') : await query
  return row
}

/** The order has a store order in the stage (an order without store orders goes by its status). */
function inStage(stage: OrderStage): SQL {
  const statuses = STAGE_STORE_ORDER_STATUSES[stage]
  const inPart = sql`exists (select 1 from ${storeOrders} where ${storeOrders.orderId} = ${orders.id} and ${inArray(storeOrders.status, [...statuses])})`
  const bare = sql`not exists (select 1 from ${storeOrders} where ${storeOrders.orderId} = ${orders.id})`
  if (stage === 'unpaid') return sql`(${inPart} or (${bare} and ${orders.status} = 'PENDING'))`
  if (stage === 'canceled') {
    return sql`(${inPart} or (${bare} and ${inArray(orders.status, ['CANCELED', 'EXPIRED', 'FAILED'])}))`
  }
  return inPart
}

/** How many of the user's orders each stage lists, in one pass over their orders. */
export async function countStages(db: Db, userId: number): Promise<OrderStageCounts> {
  const count = (stage: OrderStage) => sql<number>`(count(*) filter (where ${inStage(stage)}))::int`
  const [row] = await db
    .select({
      unpaid: count('unpaid'),
      packing: count('packing'),
      shipped: count('shipped'),
      completed: count('completed'),
      canceled: count('canceled'),
    })
    .from(orders)
    .where(eq(orders.userId, userId))
  const counts = { unpaid: 0, packing: 0, shipped: 0, completed: 0, canceled: 0 }
  for (const stage of ORDER_STAGES) counts[stage] = row?.[stage] ?? 0
  return counts
}

export async function listOrders(
  db: Db,
  userId: number,
  filter: { statuses: OrderStatus[]; stage?: OrderStage | undefined },
  page: number,
  limit: number,
) {
  const conditions: SQL[] = [eq(orders.userId, userId)]
  const { statuses, stage } = filter
  if (statuses.length > 0) conditions.push(inArray(orders.status, statuses))
  if (stage) conditions.push(inStage(stage))
  const where = and(...conditions)
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ])
  return { rows, total: count?.total ?? 0 }
}

export async function latestAttempt(db: Db | Tx, orderId: number, lock = false) {
  const query = db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId))
    .orderBy(desc(paymentAttempts.id))
    .limit(1)
  const [row] = lock ? await query.for('update') : await query
  return row
}

// Every order's first attempt gets its token here (0959: built once).
const tokenOfAttempt = preparedQuery('attempt_token', (db) =>
  db
    .update(paymentAttempts)
    .set({
      token: assigned('token'),
      redirectUrl: assigned('redirectUrl'),
      updatedAt: assigned('now'),
    })
    .where(eq(paymentAttempts.id, value('id'))),
)

/** Keeps the provider's token and popup address for the attempt. */
export async function setAttemptToken(
  db: Db,
  id: number,
  started: { token: string; redirectUrl: string },
) {
  await tokenOfAttempt(db).execute({ id, ...started, now: new Date() })
}

export async function countAttempts(db: Db | Tx, orderId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId))
  return row?.count ?? 0
}

export function orderLines(db: Db | Tx, orderId: number) {
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id))
}

/**
 * Puts an unpaid order's reserved stock back, exactly once (orders.stockReleased). The caller
 * holds the order row's lock.
 */
export async function releaseStock(tx: Tx, order: OrderRow) {
  if (order.stockReleased) return
  await restockLines(tx, eq(orderItems.orderId, order.id))
  await tx.update(orders).set({ stockReleased: true }).where(eq(orders.id, order.id))
}
