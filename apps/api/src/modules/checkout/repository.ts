import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm'
import {
  assigned,
  preparedQuery,
  preparedQueryPerCount,
  numberedRow,
  oneOf,
  value,
} from '../../db/prepared-query.ts'
import {
  orderItems,
  orders,
  paymentAttempts,
  products,
  productVariants,
  storeOrders,
} from '../../db/schema/index.ts'
import { productOnSale } from '../catalog/index.ts'

// The statements of checkout's transaction (reserve.ts), each built once: they run on every
// order (docs/decisions/0959-statements-built-once-in-transactions.md). The cart's own lines are
// read and removed by the cart module (cart/repository.ts).

/**
 * Takes `quantity` from variant `id`'s stock, only where that much remains, the variant is live
 * and still at `price`, and its product is on sale, as checkout read them: the variant's row is
 * locked from here to the commit, and its product's row by the trigger that keeps the product's
 * stock (migration 0029), in that order, as the seller's replacing of the variants locks them
 * (docs/decisions/1015-variants.md).
 */
export const takeStock = preparedQuery('order_take_stock', (db) =>
  db
    .update(productVariants)
    .set({
      stock: sql`${productVariants.stock} - ${value('quantity')}`,
      updatedAt: assigned('now'),
    })
    .from(products)
    .where(
      and(
        eq(productVariants.id, value('id')),
        gte(productVariants.stock, value('quantity')),
        eq(productVariants.price, value('price')),
        isNull(productVariants.retiredAt),
        eq(products.id, productVariants.productId),
        productOnSale,
      ),
    )
    .returning({ id: productVariants.id }),
)

/**
 * Locks the variants `ids` (of one product) in id order, before their stock is taken one by one:
 * taking a variant's stock locks its product's row too (the trigger), so a checkout holding the
 * product while it waits for a second variant of it would wait crosswise with one holding that
 * variant while it waits for the product. Only for a product with more than one line. FOR NO
 * KEY UPDATE, the lock the update takes: FOR UPDATE would also wait for the key-share locks the
 * order lines just written hold on their variants (foreign keys), and two such checkouts would
 * wait on each other.
 */
export const lockVariants = preparedQuery('order_lock_variants', (db) =>
  db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(oneOf(productVariants.id, 'ids'))
    .orderBy(asc(productVariants.id))
    .for('no key update'),
)

export const insertOrder = preparedQuery('order_insert', (db) =>
  db
    .insert(orders)
    .values({
      userId: value('userId'),
      totalPrice: value('totalPrice'),
      itemsTotal: value('itemsTotal'),
      shippingTotal: value('shippingTotal'),
      discountTotal: value('discountTotal'),
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
  'storeDiscount',
  'platformDiscount',
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
  'variantId',
  'variantLabel',
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
