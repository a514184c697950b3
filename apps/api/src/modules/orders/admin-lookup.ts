import type {
  AdminOrder,
  AdminPaymentAttempt,
  AdminRefund,
  Order,
  OrderStatus,
} from '@pasar/shared'
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { orders, paymentAttempts, stores, storeOrders, users } from '../../db/schema/index.ts'
import { refundsOfOrder } from '../refunds/index.ts'
import { findOrder, toOrders } from './repository.ts'

// The operator looks up an order a buyer asks about (docs/decisions/1010-operator-order-lookup.md),
// and the dashboard counts the paid orders per day.

const MAX_ID = 2_147_483_647

/**
 * What `q` asks for: an order number ('1234', '#1234', or the payment's 'PSR-1234-2'), else a
 * part of the buyer's email (any case).
 */
function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined
  const number = /^(?:#\s*|PSR-)?(\d{1,10})(?:-\d+)?$/i.exec(q)?.[1]
  if (number !== undefined) {
    const id = Number(number)
    return id >= 1 && id <= MAX_ID ? eq(orders.id, id) : sql`false`
  }
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return sql`lower(${users.email}) LIKE ${pattern}`
}

/** A page of orders, newest first, with their buyer and stores; `q` as `matching` reads it. */
export async function searchOrdersForAdmin(
  db: Db,
  q: string | undefined,
  page: number,
  limit: number,
): Promise<{ rows: AdminOrder[]; total: number }> {
  const where = matching(q)
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: orders.id,
        status: orders.status,
        totalPrice: orders.totalPrice,
        createdAt: orders.createdAt,
        buyer: { id: users.id, name: users.name, email: users.email },
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: count() })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where),
  ])
  const ids = rows.map((row) => row.id)
  const parts = ids.length
    ? await db
        .select({ orderId: storeOrders.orderId, name: stores.name, slug: stores.slug })
        .from(storeOrders)
        .innerJoin(stores, eq(stores.id, storeOrders.storeId))
        .where(inArray(storeOrders.orderId, ids))
        .orderBy(asc(storeOrders.id))
    : []
  return {
    rows: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      stores: parts
        .filter((part) => part.orderId === row.id)
        .map(({ name, slug }) => ({ name, slug })),
    })),
    total: totals[0]?.total ?? 0,
  }
}

export interface OrderForAdmin {
  order: Order
  buyer: { id: number; name: string; email: string }
  payments: AdminPaymentAttempt[]
  /** With when each last changed: the provider's answer, for the timeline. */
  refunds: (AdminRefund & { updatedAt: string })[]
}

/** One order with its store orders, every payment attempt and every refund; undefined if none. */
export async function orderForAdmin(db: Db, id: number): Promise<OrderForAdmin | undefined> {
  const row = await findOrder(db, id)
  if (!row) return undefined
  const [[order], [buyer], attempts, refunds] = await Promise.all([
    toOrders(db, [row]),
    db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, row.userId)),
    db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, id))
      .orderBy(asc(paymentAttempts.id)),
    refundsOfOrder(db, id),
  ])
  if (!order || !buyer) return undefined
  return {
    order,
    buyer,
    payments: attempts.map((attempt, index) => ({
      attempt: index + 1,
      provider: attempt.provider,
      providerOrderId: attempt.providerOrderId,
      status: attempt.status as OrderStatus,
      createdAt: attempt.createdAt.toISOString(),
      updatedAt: attempt.updatedAt.toISOString(),
    })),
    refunds,
  }
}

/** Paid orders per day they were placed (Asia/Jakarta) since `since`: count and total. */
export async function paidOrdersByDay(db: Db, since: Date) {
  const rows = await db
    .select({
      date: sql<string>`to_char(${orders.createdAt} AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM-DD')`,
      orders: sql<number>`count(*)::int`,
      sales: sql<number>`COALESCE(sum(${orders.totalPrice}), 0)::bigint`.mapWith(Number),
    })
    .from(orders)
    .where(and(eq(orders.status, 'PAID'), sql`${orders.createdAt} >= ${since.toISOString()}`))
    .groupBy(sql`1`)
  return new Map(rows.map((row) => [row.date, { orders: row.orders, sales: row.sales }]))
}
