import { orderLineName } from '@pasar/shared'
import { alias } from 'drizzle-orm/pg-core'
import { asc, eq, inArray } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { orderItems, orders, refunds, storeOrders, stores, users } from '../../db/schema/index.ts'
import type { MailLine, MailPerson, MailStore, MailStoreOrder } from './types.ts'

// Reads what the order mails say (docs/decisions/0870-mail-outbox.md); run inside the caller's
// transaction, so a mail tells what that transaction is about to commit.

/** The order and its buyer. */
export async function findOrderWithBuyer(db: Db | Tx, orderId: number) {
  const [row] = await db
    .select({
      order: orders,
      buyer: { id: users.id, name: users.name, email: users.email, language: users.language },
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
  return row
}

const owners = alias(users, 'owners')

export type StoreOrderForMail = MailStoreOrder & {
  row: typeof storeOrders.$inferSelect
  owner: MailPerson
}

/** Store orders with their store, the store's owner and their lines, oldest first. */
async function storeOrdersWhere(
  db: Db | Tx,
  where: ReturnType<typeof eq>,
): Promise<StoreOrderForMail[]> {
  const rows = await db
    .select({
      row: storeOrders,
      store: { name: stores.name, slug: stores.slug },
      owner: { id: owners.id, name: owners.name, email: owners.email, language: owners.language },
    })
    .from(storeOrders)
    .innerJoin(stores, eq(stores.id, storeOrders.storeId))
    .innerJoin(owners, eq(owners.id, stores.ownerId))
    .where(where)
    .orderBy(asc(storeOrders.id))
  if (rows.length === 0) return []
  const lines = await db
    .select({
      storeOrderId: orderItems.storeOrderId,
      productName: orderItems.productName,
      variantLabel: orderItems.variantLabel,
      price: orderItems.price,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(
      inArray(
        orderItems.storeOrderId,
        rows.map((r) => r.row.id),
      ),
    )
    .orderBy(asc(orderItems.id))
  return rows.map(({ row, store, owner }) => ({
    row,
    owner,
    ...mailStoreOrder(row, store, lines),
  }))
}

/**
 * A store order as the mails tell it: its store, its own lines (picked from `lines`, each named
 * with its variant: 'Kemeja Batik (Merah / XL)'), shipping.
 */
export function mailStoreOrder(
  row: typeof storeOrders.$inferSelect,
  store: MailStore,
  lines: (MailLine & { storeOrderId: number | null; variantLabel: string | null })[],
): MailStoreOrder {
  return {
    storeOrderId: row.id,
    store,
    itemsTotal: row.itemsTotal,
    shipping: {
      courierName: row.courierName,
      serviceName: row.serviceName,
      price: row.shippingPrice,
    },
    lines: lines
      .filter((line) => line.storeOrderId === row.id)
      .map(({ productName, variantLabel, price, quantity }) => ({
        productName: orderLineName(productName, variantLabel),
        price,
        quantity,
      })),
  }
}

export const storeOrdersOfOrder = (db: Db | Tx, orderId: number) =>
  storeOrdersWhere(db, eq(storeOrders.orderId, orderId))

export async function findStoreOrder(db: Db | Tx, storeOrderId: number) {
  const [found] = await storeOrdersWhere(db, eq(storeOrders.id, storeOrderId))
  return found
}

/** What was refunded for one store order, if a refund was recorded. */
export async function storeOrderRefundAmount(db: Db | Tx, storeOrderId: number) {
  const [row] = await db
    .select({ amount: refunds.amount })
    .from(refunds)
    .where(eq(refunds.storeOrderId, storeOrderId))
  return row?.amount ?? null
}

/** A refund with its order's status and buyer. */
export async function findRefundWithBuyer(db: Db | Tx, refundId: number) {
  const [row] = await db
    .select({
      refund: refunds,
      orderStatus: orders.status,
      buyer: { id: users.id, name: users.name, email: users.email, language: users.language },
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(refunds.id, refundId))
  return row
}
