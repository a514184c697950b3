import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { STORE_ORDER_STATUSES, type SystemText } from '@pasar/shared'
import { identity, reference, timestampNow } from './columns.ts'
import { stores } from './catalog.ts'
import { orders } from './orders.ts'

/** Who ended a store order before it shipped (docs/product.md#order-loop). */
export const CANCELED_BY = ['BUYER', 'SELLER', 'SYSTEM'] as const

/**
 * One store's part of an order: what that store ships, with its courier, tracking number and
 * fulfilment status (docs/decisions/0850-store-orders.md). Payment stays on the order.
 */
export const storeOrders = pgTable(
  'store_orders',
  {
    id: identity(),
    orderId: reference(() => orders.id, { onDelete: 'cascade' }),
    storeId: reference(() => stores.id),
    status: text({ enum: STORE_ORDER_STATUSES }).notNull().default('AWAITING_PAYMENT'),
    /** The store's items, in whole rupiah. */
    itemsTotal: integer().notNull(),
    courierCode: text().notNull(),
    courierName: text().notNull(),
    serviceCode: text().notNull(),
    serviceName: text().notNull(),
    /** The shipping price quoted on the server when the order was made. */
    shippingPrice: integer().notNull(),
    /** Its store's voucher's discount, which the store bears (docs/decisions/1016-vouchers.md). */
    storeDiscount: integer().notNull().default(0),
    /** Its share of the platform voucher's discount, which the platform bears. */
    platformDiscount: integer().notNull().default(0),
    etd: text().notNull().default(''),
    trackingNumber: text(),
    /** Set when the order is paid: the seller ships by then or the store order is canceled. */
    shipBy: timestamp({ withTimezone: true }),
    shippedAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    canceledAt: timestamp({ withTimezone: true }),
    /** As written: the buyer's or seller's words, or a system reason in English. */
    cancelReason: text(),
    /**
     * A reason the system wrote, as its code and values (docs/decisions/1011), rendered in each
     * reader's language; null for a person's words and for rows written before it.
     */
    cancelCode: jsonb().$type<SystemText>(),
    canceledBy: text({ enum: CANCELED_BY }),
    /** When the tracking was last asked of the shipping provider. */
    trackingCheckedAt: timestamp({ withTimezone: true }),
    createdAt: timestampNow(),
    updatedAt: timestampNow(),
  },
  (t) => [
    check(
      'store_orders_status_valid',
      sql`${t.status} IN ('AWAITING_PAYMENT','TO_SHIP','SHIPPED','DELIVERED','COMPLETED','CANCELED')`,
    ),
    check('store_orders_totals_nonnegative', sql`${t.itemsTotal} >= 0 AND ${t.shippingPrice} >= 0`),
    check(
      'store_orders_discounts_valid',
      sql`${t.storeDiscount} >= 0 AND ${t.platformDiscount} >= 0 AND ${t.storeDiscount} <= ${t.itemsTotal} AND ${t.storeDiscount} + ${t.platformDiscount} <= ${t.itemsTotal} + ${t.shippingPrice}`,
    ),
    unique('store_orders_order_store_key').on(t.orderId, t.storeId),
    index('store_orders_store_idx').on(t.storeId, t.status, t.createdAt.desc(), t.id.desc()),
    index('store_orders_store_all_idx').on(t.storeId, t.createdAt.desc(), t.id.desc()),
    // The inbox's To ship tab, nearest deadline first (docs/decisions/0977).
    index('store_orders_store_to_ship_idx')
      .on(t.storeId, t.shipBy, t.id)
      .where(sql`${t.status} = 'TO_SHIP'`),
    index('store_orders_ship_by_idx')
      .on(t.shipBy)
      .where(sql`${t.status} = 'TO_SHIP'`),
    index('store_orders_tracking_idx')
      .on(t.trackingCheckedAt)
      .where(sql`${t.status} = 'SHIPPED'`),
    index('store_orders_delivered_idx')
      .on(t.deliveredAt)
      .where(sql`${t.status} = 'DELIVERED'`),
  ],
)

/** The courier's tracking history of a shipped store order, as the shipping provider told it. */
export const storeOrderTracking = pgTable(
  'store_order_tracking',
  {
    id: identity(),
    storeOrderId: reference(() => storeOrders.id, { onDelete: 'cascade' }),
    status: text().notNull(),
    note: text().notNull(),
    /** The local twin's note as its code and values (docs/decisions/1011); null for a courier's. */
    noteCode: jsonb().$type<SystemText>(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [unique('store_order_tracking_event_key').on(t.storeOrderId, t.at, t.status)],
)
