import type { ListingSort } from '@pasar/shared'
import { definePrepared, type PreparedStatement } from '../../db/prepared.ts'
import { productViewById } from './product-view.ts'
import { inOpenStore, productNotDeleted, storeOpen, visibleWithStore } from './visibility.ts'

/** Which products a listing holds: all, one category's ($6 slug) or one store's ($6 slug). */
export type ListingScope = 'all' | 'category' | 'store'

const RATING = (alias: string) =>
  `round(${alias}.rating_total::numeric / NULLIF(${alias}.rating_count, 0), 1)`

/**
 * Each sort's order (by table alias) and the columns it reads: each matches one partial index
 * of migration 0016 (or 0002 for newest), so a page walks that index and stops (ADR 0970).
 */
const ORDERS: Record<ListingSort, { columns: string[]; order: (alias: string) => string }> = {
  newest: {
    columns: ['created_at'],
    order: (a) => `${a}.created_at DESC NULLS LAST, ${a}.id DESC NULLS LAST`,
  },
  price_asc: {
    columns: ['price', 'created_at'],
    order: (a) => `${a}.price ASC, ${a}.created_at DESC NULLS LAST, ${a}.id DESC NULLS LAST`,
  },
  price_desc: {
    columns: ['price', 'created_at'],
    order: (a) =>
      `${a}.price DESC NULLS LAST, ${a}.created_at DESC NULLS LAST, ${a}.id DESC NULLS LAST`,
  },
  popular: {
    columns: ['popular', 'rating_total', 'rating_count', 'created_at'],
    order: (a) =>
      `${a}.popular DESC NULLS LAST, ${RATING(a)} DESC NULLS LAST, ` +
      `${a}.created_at DESC NULLS LAST, ${a}.id DESC NULLS LAST`,
  },
  rating: {
    columns: ['rating_total', 'rating_count', 'created_at'],
    order: (a) =>
      `${RATING(a)} DESC NULLS LAST, ${a}.rating_count DESC NULLS LAST, ` +
      `${a}.created_at DESC NULLS LAST, ${a}.id DESC NULLS LAST`,
  },
}

/** A sort's ORDER BY over a table alias holding its columns (the search page reuses it). */
export const listingOrder = (sort: ListingSort) => ORDERS[sort].order

const newest = `(SELECT COALESCE(MAX(id), 0) FROM products)`

/** Per scope: the statement's first row (snapshot, the trigger-kept count) and its filter. */
const SCOPES: Record<
  ListingScope,
  {
    base: string
    inScope: (alias: string, source: string) => string
    /** Its filter on `product_price_counts`; none for a store, whose products are counted. */
    bandsInScope?: (alias: string, source: string) => string
  }
> = {
  all: {
    base: `SELECT n.newest, COALESCE($3::int, n.newest) AS snapshot, $4::int AS min_price, $5::int AS max_price,
      (SELECT COALESCE(SUM(visible), 0) FROM product_counts) AS counted
    FROM (SELECT ${newest} AS newest OFFSET 0) n`,
    inScope: () => '',
    bandsInScope: () => '',
  },
  category: {
    base: `SELECT c.id AS category_id, n.newest, COALESCE($3::int, n.newest) AS snapshot, $4::int AS min_price, $5::int AS max_price,
      (SELECT COALESCE(SUM(visible), 0) FROM product_counts WHERE category_id = c.id) AS counted
    FROM categories c, (SELECT ${newest} AS newest OFFSET 0) n
    WHERE c.slug = $6::text`,
    inScope: (alias, source) => `AND ${alias}.category_id = ${source}.category_id`,
    bandsInScope: (alias, source) => `AND ${alias}.category_id = ${source}.category_id`,
  },
  store: {
    // A store's products are few next to the catalogue: counted, not kept by triggers.
    base: `SELECT s.id AS store_id, n.newest, COALESCE($3::int, n.newest) AS snapshot, $4::int AS min_price, $5::int AS max_price,
      (SELECT COUNT(*) FROM products x WHERE x.store_id = s.id AND ${productNotDeleted('x')})
        AS counted
    FROM stores s, (SELECT ${newest} AS newest OFFSET 0) n
    WHERE s.slug = $6::text AND ${storeOpen('s')}`,
    inScope: (alias, source) => `AND ${alias}.store_id = ${source}.store_id`,
  },
}

/** `$4` ≤ price ≤ `$5` (whole rupiah), only in the statements of a priced listing. */
const inPriceRange = (alias: string) =>
  `AND ${alias}.price >= $4::int AND ${alias}.price <= $5::int`

/**
 * One page of visible products in a sort's order (ties newest first, then by id), and its exact
 * total, as one row: `snapshot`, `totalItems` and `rows` (JSON, each product with its image keys
 * in position order). Without a price range the total is the trigger-kept `product_counts` minus
 * the visible products added after the snapshot (docs/decisions/0202), so no request counts the
 * catalogue; with one, the trigger-kept counts of the price bands inside the range, plus the
 * products of its two edges counted (0962); a store's products in range are counted.
 *
 * Written for the generic plan of a prepared statement, which knows no parameter value
 * (docs/decisions/0203): lookups are per-row laterals (a plain join would be costed for an
 * unknown LIMIT as a tenth of the table), the products added after the snapshot are a bounded
 * id range so the primary key serves it, and JSON comes back as one value, cheaper to decode
 * than a dozen columns per product.
 */
function pageStatement(scope: ListingScope, sort: ListingSort, priced: boolean) {
  const { base, inScope } = SCOPES[scope]
  const { columns, order } = ORDERS[sort]
  const name = `catalog_page_${scope}${sort === 'newest' ? '' : `_${sort}`}${priced ? '_priced' : ''}`
  const { bandsInScope } = SCOPES[scope]
  const counted = (price: string) => `(SELECT COUNT(*) FROM products p2
        WHERE ${productNotDeleted('p2')} AND p2.id <= base.snapshot AND ${inOpenStore('p2')}
          ${inScope('p2', 'base')} AND ${price})`
  const total = !priced
    ? `base.counted - (
        SELECT COUNT(*) FROM products p2 JOIN stores s2 ON s2.id = p2.store_id
        WHERE p2.id > base.snapshot AND p2.id <= base.newest
          AND ${visibleWithStore('p2', 's2')} ${inScope('p2', 'base')}
      )`
    : !bandsInScope
      ? counted('p2.price >= $4::int AND p2.price <= $5::int')
      : // The bands inside the range, kept by triggers, then the two edges product by product,
        // less what the bands hold that was added after the snapshot (docs/decisions/0962).
        `(SELECT COALESCE(SUM(c.visible), 0) FROM product_price_counts c
          WHERE c.band >= bands.first AND c.band <= bands.last ${bandsInScope('c', 'base')})
        + ${counted('p2.price >= $4::int AND p2.price <= COALESCE(bands.lo - 1, $5::int)')}
        + ${counted('p2.price > bands.hi AND p2.price <= $5::int')}
        - (SELECT COUNT(*) FROM products p2 JOIN stores s2 ON s2.id = p2.store_id
          WHERE p2.id > base.snapshot AND p2.id <= base.newest
            AND ${visibleWithStore('p2', 's2')} ${inScope('p2', 'base')}
            AND p2.price >= bands.lo AND p2.price <= bands.hi)`
  const bands =
    priced && bandsInScope
      ? `bands AS MATERIALIZED (
        SELECT min(band) AS first, max(band) AS last, min(lo) AS lo, max(hi) AS hi
        FROM price_bands WHERE lo >= $4::int AND hi <= $5::int
      ),`
      : ''
  return definePrepared(
    name,
    `WITH base AS MATERIALIZED (${base}),
    ${bands}
    meta AS MATERIALIZED (SELECT base.*, ${total} AS total FROM base${bands ? ', bands' : ''})
    SELECT meta.snapshot AS "snapshot", meta.total::int AS "totalItems", (
      SELECT COALESCE(json_agg(d.product ORDER BY ${order('ids')}), '[]')
      FROM (
        -- Walks the sort's index; only the page's rows are fetched below.
        SELECT l.id, ${columns.map((c) => `l.${c}`).join(', ')} FROM products l
        WHERE ${productNotDeleted('l')} AND l.id <= meta.snapshot
          AND ${inOpenStore('l')}
          ${inScope('l', 'meta')} ${priced ? inPriceRange('l') : ''}
        ORDER BY ${order('l')}
        LIMIT $1::int OFFSET $2::bigint
      ) ids
      ${productViewById('ids', 'd')}
    ) AS "rows"
    FROM meta`,
  )
}

const statements = new Map<string, PreparedStatement>()

/**
 * The statement of a listing: $1 limit, $2 offset, $3 snapshot or null, $4 and $5 the price
 * range (read when `priced`, else null), and for a category or store $6 its slug (no row when
 * unknown).
 */
export function listingStatement(scope: ListingScope, sort: ListingSort, priced: boolean) {
  const key = `${scope} ${sort} ${priced}`
  let statement = statements.get(key)
  if (!statement) {
    statement = pageStatement(scope, sort, priced)
    statements.set(key, statement)
  }
  return statement
}

/** $1 limit, $2 offset, $3 snapshot or null: the newest of all (the bench explains it). */
export const allPage = listingStatement('all', 'newest', false)
/** The same in one category, $6 its slug. */
export const categoryPage = listingStatement('category', 'newest', false)
