import { and, asc, eq, gte, sql } from 'drizzle-orm'
import {
  assigned,
  builtOnce,
  builtOncePerCount,
  numberedRow,
  oneOf,
  value,
} from '../../db/built-once.ts'
import {
  cartItems,
  orderItems,
  orders,
  paymentAttempts,
  products,
  storeOrders,
  stores,
  users,
} from '../../db/schema/index.ts'
import type { Db, Tx } from '../../db/client.ts'
import { visibleProduct } from '../catalog/index.ts'

// The statements of checkout's transaction (checkout.ts), each built once: they run on every
// order (docs/decisions/0959-statements-built-once-in-transactions.md).

/**
 * The user's cart lines (or, with `wanted`, those of these products) with their products, whose
 * rows are locked in id order, what the checks need, and the buyer as the 'order placed' mail
 * addresses them. A line's product, store and user always exist (the references cascade), so the
 * joins keep every line.
 */
const cartLocked = (db: Db | Tx, some: boolean) =>
  db
    .select({
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      name: products.name,
      price: products.price,
      stock: products.stock,
      storeId: products.storeId,
      available: sql<boolean>`(${visibleProduct})`.mapWith(Boolean),
      ownerId: stores.ownerId,
      buyer: { id: users.id, name: users.name, email: users.email, language: users.language },
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .innerJoin(users, eq(users.id, cartItems.userId))
    .where(
      and(
        eq(cartItems.userId, value('userId')),
        some ? oneOf(cartItems.productId, 'wanted') : undefined,
      ),
    )
    .orderBy(asc(products.id))
    .for('update', { of: products })

export const wholeCartLocked = builtOnce('order_cart', (db) => cartLocked(db, false))
export const someOfCartLocked = builtOnce('order_cart_some', (db) => cartLocked(db, true))

/** Takes `quantity` from product `id`'s stock, only where that much remains. */
export const takeStock = builtOnce('order_take_stock', (db) =>
  db
    .update(products)
    .set({ stock: sql`${products.stock} - ${value('quantity')}`, updatedAt: assigned('now') })
    .where(and(eq(products.id, value('id')), gte(products.stock, value('quantity'))))
    .returning({ id: products.id }),
)

export const insertOrder = builtOnce('order_insert', (db) =>
  db
    .insert(orders)
    .values({
      userId: value('userId'),
      totalPrice: value('totalPrice'),
      itemsTotal: value('itemsTotal'),
      shippingTotal: value('shippingTotal'),
      address: value('address'),
      paymentDeadline: value('paymentDeadline'),
    })
    .returning(),
)

/** Orders of more stores or lines than this are rare enough to be built at each call. */
const KEPT_COUNTS = 8

const storeOrderKeys = [
  'storeId',
  'itemsTotal',
  'courierCode',
  'courierName',
  'serviceCode',
  'serviceName',
  'shippingPrice',
  'etd',
] as const

/** `count` store orders of order `orderId`, each given by `numberedRows`. */
export const insertStoreOrders = builtOncePerCount('order_store_orders', KEPT_COUNTS, (db, count) =>
  db
    .insert(storeOrders)
    .values(
      Array.from({ length: count }, (_, index) => ({
        orderId: value('orderId'),
        ...numberedRow(storeOrderKeys, index),
      })),
    )
    .returning(),
)

const lineKeys = [
  'productId',
  'storeId',
  'storeOrderId',
  'productName',
  'price',
  'quantity',
] as const

/** `count` lines of order `orderId`, each given by `numberedRows`. */
export const insertLines = builtOncePerCount('order_lines', KEPT_COUNTS, (db, count) =>
  db
    .insert(orderItems)
    .values(
      Array.from({ length: count }, (_, index) => ({
        orderId: value('orderId'),
        ...numberedRow(lineKeys, index),
      })),
    )
    .returning(),
)

export const insertAttempt = builtOnce('order_first_attempt', (db) =>
  db
    .insert(paymentAttempts)
    .values({
      orderId: value('orderId'),
      provider: value('provider'),
      providerOrderId: value('providerOrderId'),
      grossAmount: value('grossAmount'),
    })
    .returning(),
)

/** The ordered products (`ids`) leave the user's cart. */
export const removeFromCart = builtOnce('order_cart_remove', (db) =>
  db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, value('userId')), oneOf(cartItems.productId, 'ids'))),
)
