import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

export const categories = pgTable('categories', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull().unique(),
  slug: text().notNull().unique(),
})

export const stores = pgTable(
  'stores',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => users.id),
    name: text().notNull(),
    slug: text().notNull().unique(),
    description: text().notNull().default(''),
    /** Deleting a store hides it and its products; past orders keep their lines. */
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.ownerId),
    /** Deleted stores, usually few: read once per catalogue statement (docs/decisions/0203). */
    index('stores_deleted_idx')
      .on(t.id)
      .where(sql`${t.deletedAt} IS NOT NULL`),
  ],
)

export const products = pgTable(
  'products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    uuid: uuid().notNull().unique().defaultRandom(),
    storeId: integer()
      .notNull()
      .references(() => stores.id),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    name: text().notNull(),
    description: text().notNull().default(''),
    price: integer().notNull(),
    stock: integer().notNull(),
    /** Grams, for shipping quotes. */
    weight: integer().notNull().default(1000),
    /** Deleting a product hides it; order lines keep its name and price. */
    deletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_price_range', sql`${t.price} BETWEEN 1000 AND 100000000`),
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
    check('products_weight_range', sql`${t.weight} BETWEEN 1 AND 50000`),
    index('products_listing_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} IS NULL`),
    index('products_category_listing_idx')
      .on(t.categoryId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} IS NULL`),
    index('products_store_idx').on(t.storeId),
    index('products_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
)

export const productImages = pgTable(
  'product_images',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    /** Storage key of the image folder; the widths live under it (see storage plugin). */
    key: text().notNull(),
  },
  (t) => [index().on(t.productId, t.position)],
)
