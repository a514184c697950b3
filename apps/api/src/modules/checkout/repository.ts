import { and, eq, gte, sql } from 'drizzle-orm'
import {
  assigned,
  preparedQuery,
  preparedQueryPerCount,
  numberedRow,
  value,
} from '../../db/prepared-query.ts'
import {
  orderItems,
  orders,
  paymentAttempts,
  products,
  storeOrders,
} from '../../db/schema/index.ts'
import { productOnSale } from '../catalog/index.ts'

// The statements of checkout's transaction (reserve.ts), each built once: they run on every
// order (docs/decisions/0959-statements-built-once-in-transactions.md). The cart's own lines are
// read and removed by the cart module (cart/repository.ts).

/**
 * Takes `quantity` from product `id`'s stock, only where that much remains and the product is
 * still on sale at `price`, as checkout read it: its row is locked from here to the commit.
 */
export const takeStock = preparedQuery('order_take_stock', (db) =>
  db
    .update(products)
    .set({ stock: sql`${products.stock} - ${value('quantity')}`, updatedAt: assigned('now') })
    .where(
      and(
        eq(products.id, value('id')),
        gte(products.stock, value('quantity')),
        eq(products.price, value('price')),
        productOnSale,
      ),
    )
    .returning({ id: products.id }),
)

export const insertOrder = preparedQuery('order_insert', (db) =>
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

/** `count` rows of order `orderId`, each with the `keys` that `numberedRows` fills in. */
const rowsOfOrder = <K extends string>(keys: readonly K[], count: number) =>
  Array.from({ length: count }, (_, index) => ({
    orderId: value('orderId'),
    ...numberedRow(keys, index),
  }))

/** `count` store orders of order `orderId`, each given by `numberedRows`. */
export const insertStoreOrders = preparedQueryPerCount(
  'order_store_orders',
  KEPT_COUNTS,
  (db, count) => db.insert(storeOrders).values(rowsOfOrder(storeOrderKeys, count)).returning(),
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
export const insertLines = preparedQueryPerCount('order_lines', KEPT_COUNTS, (db, count) =>
  db.insert(orderItems).values(rowsOfOrder(lineKeys, count)).returning(),
)

export const insertAttempt = preparedQuery('order_first_attempt', (db) =>
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
