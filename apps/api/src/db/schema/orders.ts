import type { PaymentInstructions } from '@pasar/shared'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import type { StoreAddress as OrderAddress } from '@pasar/shared'
import { identity, reference, timestampNow } from './columns.ts'
import { products, productVariants, stores } from './catalog.ts'
import { users } from './users.ts'

export const cartItems = pgTable(
  'cart_items',
  {
    id: identity(),
    userId: reference(() => users.id, { onDelete: 'cascade' }),
    productId: reference(() => products.id, { onDelete: 'cascade' }),
    /** Lines are per variant (docs/decisions/1015-variants.md): two sizes are two lines. */
    variantId: reference(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    createdAt: timestampNow(),
  },
  (t) => [
    unique('cart_items_user_variant_key').on(t.userId, t.variantId),
    index('cart_items_user_product_idx').on(t.userId, t.productId),
    check('cart_items_quantity_positive', sql`${t.quantity} >= 1`),
  ],
)

export const orders = pgTable(
  'orders',
  {
    id: identity(),
    userId: reference(() => users.id),
    status: text({ enum: ['PENDING', 'PAID', 'CANCELED', 'EXPIRED', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    totalPrice: integer().notNull(),
    /**
     * `itemsTotal + shippingTotal − discountTotal = totalPrice` (docs/decisions/0850-store-orders.md,
     * 1016-vouchers.md).
     */
    itemsTotal: integer().notNull().default(0),
    shippingTotal: integer().notNull().default(0),
    discountTotal: integer().notNull().default(0),
    /** A copy of the buyer's address at checkout; null on orders made before addresses. */
    address: jsonb().$type<OrderAddress>(),
    /** When an unpaid order expires and its reserved stock goes back. */
    paymentDeadline: timestamp({ withTimezone: true }).notNull(),
    stockReleased: boolean().notNull().default(false),
    createdAt: timestampNow(),
    updatedAt: timestampNow(),
  },
  (t) => [
    check(
      'orders_status_valid',
      sql`${t.status} IN ('PENDING','PAID','CANCELED','EXPIRED','FAILED')`,
    ),
    check('orders_total_nonnegative', sql`${t.totalPrice} >= 0`),
    index('orders_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('orders_pending_deadline_idx')
      .on(t.paymentDeadline)
      .where(sql`${t.status} = 'PENDING'`),
  ],
)

export const orderItems = pgTable(
  'order_items',
  {
    id: identity(),
    orderId: reference(() => orders.id, { onDelete: 'cascade' }),
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    storeId: integer().references(() => stores.id, { onDelete: 'set null' }),
    /** The store order this line ships in; null on orders made before store orders. */
    storeOrderId: integer(),
    productName: text().notNull(),
    /** The variant bought; kept when the product's variants are replaced (they retire). */
    variantId: integer().references(() => productVariants.id, { onDelete: 'set null' }),
    /** Its option values joined by ' / ' ('Merah / XL'); null for a product without options. */
    variantLabel: text(),
    price: integer().notNull(),
    quantity: integer().notNull(),
  },
  (t) => [
    index().on(t.orderId),
    index('order_items_store_order_idx').on(t.storeOrderId),
    check('order_items_quantity_positive', sql`${t.quantity} >= 1`),
  ],
)

/** Each attempt to pay an order has its own provider order id, so a retry after failure works. */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: identity(),
    orderId: reference(() => orders.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    providerOrderId: text().notNull().unique(),
    grossAmount: integer().notNull(),
    token: text(),
    redirectUrl: text(),
    status: text().notNull().default('PENDING'),
    /** How to pay it, as the provider said while it was pending (docs/decisions/1005). */
    instructions: jsonb().$type<PaymentInstructions>(),
    createdAt: timestampNow(),
    updatedAt: timestampNow(),
  },
  (t) => [index().on(t.orderId)],
)

/** Every notification received from the payment provider, valid or not. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: identity(),
    providerOrderId: text().notNull(),
    transactionStatus: text(),
    statusCode: text(),
    grossAmount: text(),
    fraudStatus: text(),
    signatureValid: boolean().notNull(),
    payload: jsonb().notNull(),
    receivedAt: timestampNow(),
  },
  (t) => [index().on(t.providerOrderId)],
)
