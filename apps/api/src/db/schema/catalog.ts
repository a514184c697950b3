import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { identity, reference, timestampNow } from './columns.ts'
import { users } from './users.ts'

/** One of a product's options: its name and its values, in the order shown. */
export interface ProductOption {
  name: string
  values: string[]
}

/**
 * What shoppers see of a product's or store's trade, kept on write, never counted per request
 * (docs/decisions/0970): units sold in paid, not canceled store orders; the number of reviews and the sum
 * of their stars (the average is `ratingTotal / ratingCount`).
 */
const tallies = {
  sold: integer().notNull().default(0),
  ratingCount: integer().notNull().default(0),
  ratingTotal: integer().notNull().default(0),
}

function talliesChecks(
  table: string,
  t: { sold: AnyPgColumn; ratingCount: AnyPgColumn; ratingTotal: AnyPgColumn },
) {
  return [
    check(`${table}_sold_nonnegative`, sql`${t.sold} >= 0`),
    check(
      `${table}_rating_range`,
      sql`${t.ratingTotal} BETWEEN ${t.ratingCount} AND 5 * ${t.ratingCount}`,
    ),
  ]
}

/**
 * A product's average stars as shown (one decimal, null without reviews), as SQL over the
 * unqualified columns: the rating and popular indexes and the listing's order use this same text.
 */
export const RATING_AVERAGE = sql.raw('round(rating_total::numeric / NULLIF(rating_count, 0), 1)')

export const categories = pgTable('categories', {
  id: identity(),
  /** The name in English (the contract's `name`). */
  name: text().notNull().unique(),
  /**
   * The name in Indonesian (docs/decisions/1011-texts-in-the-readers-language.md); null where none
   * was given (rows written by code that knows one name only): Indonesian readers see `name`.
   */
  nameId: text().unique(),
  slug: text().notNull().unique(),
  /** Where the operators put it in the menus (docs/decisions/0992); ties by name. */
  position: integer().notNull().default(0),
  /** One of CATEGORY_ICONS (packages/shared). */
  icon: text().notNull().default('tag'),
})

/**
 * Hidden by an operator (docs/decisions/0991): the row leaves the catalogue like a deleted one,
 * but its owner still sees it, with the reason; unhiding brings it back.
 */
const hiding = {
  hiddenAt: timestamp({ withTimezone: true }),
  hiddenReason: text(),
}

export const stores = pgTable(
  'stores',
  {
    id: identity(),
    ownerId: reference(() => users.id),
    name: text().notNull(),
    slug: text().notNull().unique(),
    description: text().notNull().default(''),
    /** Deleting a store hides it and its products; past orders keep their lines. */
    deletedAt: timestamp({ withTimezone: true }),
    ...hiding,
    /**
     * Set while the owner is suspended (docs/decisions/1006-suspended-owners-stores.md): the store
     * and its products leave the catalogue as a hidden one does, until the suspension is lifted.
     */
    ownerSuspendedAt: timestamp({ withTimezone: true }),
    createdAt: timestampNow(),
    updatedAt: timestampNow(),
    ...tallies,
  },
  (t) => [
    index().on(t.ownerId),
    ...talliesChecks('stores', t),
    /**
     * Deleted, hidden or suspended owners' stores, usually few: read once per catalogue statement
     * (docs/decisions/0203, 0991, 1006).
     */
    index('stores_deleted_idx')
      .on(t.id)
      .where(
        sql`${t.deletedAt} IS NOT NULL OR ${t.hiddenAt} IS NOT NULL OR ${t.ownerSuspendedAt} IS NOT NULL`,
      ),
  ],
)

export const products = pgTable(
  'products',
  {
    id: identity(),
    uuid: uuid().notNull().unique().defaultRandom(),
    storeId: reference(() => stores.id),
    categoryId: reference(() => categories.id),
    name: text().notNull(),
    description: text().notNull().default(''),
    /**
     * The lowest price of its live variants, `priceMax` the highest, `stock` their sum: kept by
     * migration 0029's trigger on `product_variants`, never written by the product code
     * (docs/decisions/1015-variants.md). Listings, sort, price filters and search read these.
     */
    price: integer().notNull(),
    /** Set from `price` at insert (migration 0029), never by the product code. */
    priceMax: integer().notNull().default(0),
    stock: integer().notNull(),
    /** Grams, for shipping quotes: the product's own; each variant carries its own too. */
    weight: integer().notNull().default(1000),
    /** Up to two options, each with its values in order (docs/decisions/1015-variants.md). */
    options: jsonb().$type<ProductOption[]>().notNull().default([]),
    /** Deleting a product hides it; order lines keep its name and price. */
    deletedAt: timestamp({ withTimezone: true }),
    ...hiding,
    createdAt: timestampNow(),
    updatedAt: timestampNow(),
    ...tallies,
    /**
     * Units sold in the last 30 days (paid, not canceled; `product_sales_daily`), kept on write and
     * brought back to the window by a job: what `sort=popular` ranks by (docs/decisions/0970).
     */
    popular: integer().notNull().default(0),
  },
  (t) => [
    ...talliesChecks('products', t),
    check('products_popular_nonnegative', sql`${t.popular} >= 0`),
    check('products_price_range', sql`${t.price} BETWEEN 1000 AND 100000000`),
    check('products_price_max_range', sql`${t.priceMax} >= ${t.price}`),
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
    check('products_weight_range', sql`${t.weight} BETWEEN 1 AND 50000`),
    // Visible rows only (not deleted, not hidden: docs/decisions/0991), so the listings' walk
    // stays index-only; migrations 0017 and 0018 add INCLUDE (store_id, price), which drizzle-kit
    // does not model.
    index('products_listing_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} IS NULL AND ${t.hiddenAt} IS NULL`),
    index('products_category_listing_idx')
      .on(t.categoryId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} IS NULL AND ${t.hiddenAt} IS NULL`),
    index('products_store_idx').on(t.storeId),
    // The listing's other orders (docs/decisions/0970): each walks its own index for a page,
    // index-only (visible rows, INCLUDE added by migration 0018: docs/decisions/0972).
    index('products_price_asc_idx')
      .on(t.price.asc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} IS NULL AND ${t.hiddenAt} IS NULL`),
    index('products_price_desc_idx')
      .on(t.price.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} IS NULL AND ${t.hiddenAt} IS NULL`),
    index('products_popular_idx')
      .on(t.popular.desc(), sql`${RATING_AVERAGE} DESC NULLS LAST`, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} IS NULL AND ${t.hiddenAt} IS NULL`),
    index('products_rating_idx')
      .on(
        sql`${RATING_AVERAGE} DESC NULLS LAST`,
        t.ratingCount.desc(),
        t.createdAt.desc(),
        t.id.desc(),
      )
      .where(sql`${t.deletedAt} IS NULL AND ${t.hiddenAt} IS NULL`),
    index('products_store_listing_idx')
      .on(t.storeId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} IS NULL AND ${t.hiddenAt} IS NULL`),
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
)

/**
 * What a buyer buys (docs/decisions/1015-variants.md): one combination of the product's option
 * values (none for a product without options) with its own price, stock, weight, SKU and picture.
 * A variant replaced away is retired, never deleted: order lines, reviews and carts keep it. Its
 * writes keep the product's `price`, `priceMax` and `stock` (migration 0029's trigger).
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: identity(),
    productId: reference(() => products.id, { onDelete: 'cascade' }),
    /** The values in the options' order; empty for a product without options. */
    optionValues: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sku: text(),
    price: integer().notNull(),
    stock: integer().notNull(),
    /** Grams. */
    weight: integer().notNull(),
    /** Storage key of the product picture this variant shows, if any. */
    imageKey: text(),
    /** Its place in the product's table of combinations. */
    position: integer().notNull().default(0),
    retiredAt: timestamp({ withTimezone: true }),
    createdAt: timestampNow(),
    updatedAt: timestampNow(),
  },
  (t) => [
    check('product_variants_price_range', sql`${t.price} BETWEEN 1000 AND 100000000`),
    check('product_variants_stock_nonnegative', sql`${t.stock} >= 0`),
    check('product_variants_weight_range', sql`${t.weight} BETWEEN 1 AND 50000`),
    index('product_variants_product_idx')
      .on(t.productId, t.position)
      .where(sql`${t.retiredAt} IS NULL`),
  ],
)

export const productImages = pgTable(
  'product_images',
  {
    id: identity(),
    productId: reference(() => products.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    /** Storage key of the image folder; the widths live under it (see storage plugin). */
    key: text().notNull(),
  },
  (t) => [index().on(t.productId, t.position)],
)

/**
 * Units sold per product per day (UTC) of the store order: paid, not canceled. Kept by the
 * triggers of migration 0016 on store orders and order lines; `products.popular` sums its last
 * 30 days (docs/decisions/0970).
 */
export const productSalesDaily = pgTable(
  'product_sales_daily',
  {
    productId: reference(() => products.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    units: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.day] }),
    index('product_sales_daily_day_idx').on(t.day),
    check('product_sales_daily_units_nonnegative', sql`${t.units} >= 0`),
  ],
)
