import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  customType,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { products } from './catalog.ts'

/**
 * The catalogue's read-model tables (docs/decisions/0201–0205, 0740, 0962). They are created and
 * kept by the hand-written migrations 0001, 0003, 0004 and 0021 (and 0028's index) — their triggers fill them, the product
 * code only reads them. They are declared here so every table has one typed declaration; the
 * declarations match those migrations, so `npm run db:generate` produces nothing for them.
 * Names of keys and constraints are PostgreSQL's defaults, as the migrations left them.
 */

/** Text compared byte by byte (`COLLATE "C"`): the search words' index ranges depend on it. */
const textC = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' })

/**
 * Every word ever used in a product name (the vocabulary typos are corrected against). A word
 * one edit away from a mistyped one shares its start (the primary key's range) or its end: the
 * reversed words' index (migration 0028, docs/search.md).
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: textC().primaryKey(),
    /** How many products were ever named with the term; never decremented. */
    products: integer().notNull().default(0),
  },
  (t) => [index('search_terms_reversed_idx').on(sql`reverse(${t.term})`)],
)

/** Visible products per category, kept exact by triggers, so listings need no COUNT(*). */
export const productCounts = pgTable('product_counts', {
  categoryId: integer().primaryKey(),
  visible: integer().notNull().default(0),
})

/**
 * Price bands (docs/decisions/0962): band `band` holds the prices `lo`..`hi`, each band about
 * 5 % wider than the one before, from Rp 1.000 up; written once by migration 0021.
 */
export const priceBands = pgTable(
  'price_bands',
  {
    band: integer().primaryKey(),
    lo: integer().notNull(),
    hi: integer().notNull(),
  },
  (t) => [uniqueIndex('price_bands_lo_key').on(t.lo)],
)

/**
 * Visible products per category and price band, kept exact by migration 0021's triggers: a
 * priced listing sums the bands inside its range and counts only the products of its edges.
 */
export const productPriceCounts = pgTable(
  'product_price_counts',
  {
    categoryId: integer().notNull(),
    band: integer().notNull(),
    visible: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.band] })],
)

/** Search postings: every word of every product name with the product's creation time. */
export const productWords = pgTable(
  'product_words',
  {
    term: textC().notNull(),
    productId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'product_words_pkey', columns: [t.productId, t.term] }),
    foreignKey({
      name: 'product_words_product_id_fkey',
      columns: [t.productId],
      foreignColumns: [products.id],
    }).onDelete('cascade'),
    index('product_words_recent_idx').on(
      t.term,
      t.createdAt.desc().nullsFirst(),
      t.productId.desc().nullsFirst(),
    ),
  ],
)

/**
 * The catalogue's versions: one row. `version` moves with every committed catalogue change but
 * stock; `stockVersion` with every committed change of stock alone (docs/decisions/0845-stock-apart-from-kept-answers.md).
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer().primaryKey(),
    version: bigint({ mode: 'number' }).notNull(),
    stockVersion: bigint({ mode: 'number' }).notNull().default(1),
  },
  (t) => [check('catalogue_version_id_check', sql`${t.id} = 1`)],
)

/**
 * Which products' stock each stock version changed (migration 0010): a process serving kept
 * answers reads the changes since it last looked, once, instead of each answer's stock
 * (docs/decisions/0845-stock-apart-from-kept-answers.md). The jobs prune old rows.
 */
export const stockChanges = pgTable(
  'stock_changes',
  {
    stockVersion: bigint({ mode: 'number' }).notNull(),
    productId: integer().notNull(),
  },
  (t) => [index('stock_changes_version_idx').on(t.stockVersion)],
)
