import { and, isNull, type SQL } from 'drizzle-orm'
import { products, stores } from '../../db/schema/index.ts'

/**
 * The catalogue's one visibility rule (docs/architecture.md#catalogue): a product is visible when
 * it is neither deleted nor hidden by an operator, and its store is neither deleted nor hidden
 * (docs/decisions/0991-hidden-by-an-operator.md) nor closed by its owner's suspension
 * (docs/decisions/1006-suspended-owners-stores.md). Drizzle queries use `visibleProduct`; the
 * hand-written statements use the SQL text below, by table alias. Nothing else restates it — but
 * the triggers keeping `product_counts` (migrations 0001, 0003, 0017) and `product_price_counts`
 * (0021) hold the same rule in SQL.
 */

/** For Drizzle statements over `products` alone: the half of the rule a product row answers. */
export const productOnSale = and(isNull(products.deletedAt), isNull(products.hiddenAt)) as SQL

/** For Drizzle queries over `products` joined with its `stores` row. */
export const visibleProduct = and(
  productOnSale,
  isNull(stores.deletedAt),
  isNull(stores.hiddenAt),
  isNull(stores.ownerSuspendedAt),
) as SQL

/** The product row (by alias) is neither deleted nor hidden: the half of the rule a product row answers alone. */
export const productNotDeleted = (product: string) =>
  `${product}.deleted_at IS NULL AND ${product}.hidden_at IS NULL`

/** The store row (by alias) is open: neither deleted, hidden, nor its owner suspended. */
export const storeOpen = (store: string) =>
  `${store}.deleted_at IS NULL AND ${store}.hidden_at IS NULL AND ${store}.owner_suspended_at IS NULL`

/**
 * The product (by alias) belongs to a store that is open (above). Stores that are not are
 * few and listed by a partial index (`stores_deleted_idx`), so their ids are read once per
 * statement as an array, instead of looking up the store of every product a statement walks past.
 */
export const inOpenStore = (product: string) =>
  `${product}.store_id <> ALL (ARRAY(SELECT id FROM stores WHERE deleted_at IS NOT NULL OR hidden_at IS NOT NULL OR owner_suspended_at IS NOT NULL))`

/** The whole rule for a product row (by alias) whose store is not joined. */
export const visibleInOpenStore = (product: string) =>
  `${productNotDeleted(product)} AND ${inOpenStore(product)}`

/** The whole rule for a product row and its joined store row (by aliases). */
export const visibleWithStore = (product: string, store: string) =>
  `${productNotDeleted(product)} AND ${storeOpen(store)}`
