import type { SellerStoreOrder, StoreOrder, StoreAddress, SystemText } from '@pasar/shared'
import { asc, eq, inArray } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { refundViewStatus } from '../refunds/index.ts'
import {
  orderItems,
  orders,
  refunds,
  storeOrders,
  storeOrderTracking,
  users,
} from '../../db/schema/index.ts'
import { storeNameIn, storeNamesByIds, type StoreName } from '../stores/index.ts'

export type StoreOrderRow = typeof storeOrders.$inferSelect

/** A store order is paid for once it has left AWAITING_PAYMENT and was not canceled unpaid. */
const paidFor = (row: StoreOrderRow) => row.shipBy !== null

const iso = (date: Date | null) => date?.toISOString() ?? null

/** An order line as the API shows it, in an order and in its store order alike. */
export function toOrderItem(line: typeof orderItems.$inferSelect) {
  return {
    id: line.id,
    productId: line.productId,
    productName: line.productName,
    variantId: line.variantId,
    variantLabel: line.variantLabel,
    price: line.price,
    quantity: line.quantity,
  }
}

/** What a store order's view shows beside its own row. */
export interface StoreOrderFacts {
  lines: (typeof orderItems.$inferSelect)[]
  store: StoreName
  refund: {
    amount: number
    status: (typeof refunds.$inferSelect)['status']
    settledAt: Date | null
  } | null
  tracking: { status: string; note: string; noteCode: SystemText | null; at: Date }[]
}

/**
 * One store order as the buyer sees it (docs/decisions/0850-store-orders.md),
 * from its row and the facts around it: its own lines (picked from `lines` by store order), its
 * store, the refund of its part and the courier's tracking history.
 */
export function storeOrderView(row: StoreOrderRow, facts: StoreOrderFacts): StoreOrder {
  const { refund } = facts
  return {
    id: row.id,
    orderId: row.orderId,
    status: row.status,
    store: facts.store,
    itemsTotal: row.itemsTotal,
    shipping: {
      courierCode: row.courierCode,
      courierName: row.courierName,
      serviceCode: row.serviceCode,
      serviceName: row.serviceName,
      price: row.shippingPrice,
      trackingNumber: row.trackingNumber,
    },
    discount: { store: row.storeDiscount, platform: row.platformDiscount },
    createdAt: row.createdAt.toISOString(),
    shipBy: iso(row.shipBy),
    shippedAt: iso(row.shippedAt),
    deliveredAt: iso(row.deliveredAt),
    completedAt: iso(row.completedAt),
    canceledAt: iso(row.canceledAt),
    cancelReason: row.cancelReason,
    cancelReasonCode: row.cancelCode,
    refund: refund ? { amount: refund.amount, status: refundViewStatus(refund) } : null,
    tracking: facts.tracking.map((event) => ({
      status: event.status,
      note: event.note,
      noteCode: event.noteCode,
      at: event.at.toISOString(),
    })),
    orderItems: facts.lines.filter((line) => line.storeOrderId === row.id).map(toOrderItem),
  }
}

/** The buyer's view of store orders, with the facts around them read in one query each. */
export async function toStoreOrders(db: Db | Tx, rows: StoreOrderRow[]): Promise<StoreOrder[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const [lines, storeNames, refundRows, events] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.storeOrderId, ids))
      .orderBy(asc(orderItems.id)),
    storeNamesByIds(
      db,
      rows.map((row) => row.storeId),
    ),
    db
      .select({
        storeOrderId: refunds.storeOrderId,
        amount: refunds.amount,
        status: refunds.status,
        settledAt: refunds.settledAt,
      })
      .from(refunds)
      .where(inArray(refunds.storeOrderId, ids)),
    db
      .select()
      .from(storeOrderTracking)
      .where(inArray(storeOrderTracking.storeOrderId, ids))
      .orderBy(asc(storeOrderTracking.at), asc(storeOrderTracking.id)),
  ])
  const refundByStoreOrder = new Map(refundRows.map((r) => [r.storeOrderId, r]))
  return rows.map((row) =>
    storeOrderView(row, {
      lines,
      store: storeNameIn(storeNames, row.storeId),
      refund: refundByStoreOrder.get(row.id) ?? null,
      tracking: events.filter((event) => event.storeOrderId === row.id),
    }),
  )
}

/** The seller's view: the buyer's view with the buyer's name and, once paid, the address. */
export async function toSellerStoreOrders(
  db: Db | Tx,
  rows: StoreOrderRow[],
): Promise<SellerStoreOrder[]> {
  if (rows.length === 0) return []
  const orderIds = [...new Set(rows.map((row) => row.orderId))]
  const [views, buyers] = await Promise.all([
    toStoreOrders(db, rows),
    db
      .select({ orderId: orders.id, name: users.name, address: orders.address })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(inArray(orders.id, orderIds)),
  ])
  const buyerByOrder = new Map(buyers.map((b) => [b.orderId, b]))
  return views.map((view, index) => {
    const buyer = buyerByOrder.get(view.orderId)
    const row = rows[index] as StoreOrderRow
    const address: StoreAddress | null = paidFor(row) ? (buyer?.address ?? null) : null
    return { ...view, buyer: { name: buyer?.name ?? '' }, address }
  })
}

/** Every store order of these orders, for the order view, in store-order id order. */
export async function storeOrdersOf(db: Db | Tx, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, StoreOrder[]>()
  const rows = await db
    .select()
    .from(storeOrders)
    .where(inArray(storeOrders.orderId, orderIds))
    .orderBy(asc(storeOrders.id))
  const views = await toStoreOrders(db, rows)
  const byOrder = new Map<number, StoreOrder[]>()
  for (const view of views) byOrder.set(view.orderId, [...(byOrder.get(view.orderId) ?? []), view])
  return byOrder
}
