import { definePrepared } from '../../db/prepared.ts'
import { productViewJson } from './product-view.ts'
import { inOpenStore, productNotDeleted, visibleWithStore } from './visibility.ts'

/**
 * One page of visible products, newest first (ties by id), and its exact total, as one row:
 * `snapshot`, `totalItems` and `rows` (JSON, each product with its image keys in position
 * order). The total is the trigger-kept `product_counts` minus the visible products added after
 * the snapshot (docs/decisions/0202), so no request counts the catalogue.
 *
 * Written for the generic plan of a prepared statement, which knows no parameter value
 * (docs/decisions/0203): lookups are per-row laterals (a plain join would be costed for an
 * unknown LIMIT as a tenth of the table), the products added after the snapshot are a bounded
 * id range so the primary key serves it, and JSON comes back as one value, cheaper to decode
 * than a dozen columns per product.
 */
function pageStatement(
  name: string,
  base: string,
  inCategory: (alias: string, source: string) => string,
) {
  return definePrepared(
    name,
    `WITH base AS MATERIALIZED (${base}),
    meta AS MATERIALIZED (
      SELECT base.*, base.counted - (
        SELECT COUNT(*) FROM products p2 JOIN stores s2 ON s2.id = p2.store_id
        WHERE p2.id > base.snapshot AND p2.id <= base.newest
          AND ${visibleWithStore('p2', 's2')} ${inCategory('p2', 'base')}
      ) AS total
      FROM base
    )
    SELECT meta.snapshot AS "snapshot", meta.total::int AS "totalItems", (
      SELECT COALESCE(json_agg(d.product
        ORDER BY ids.created_at DESC NULLS LAST, ids.id DESC NULLS LAST), '[]')
      FROM (
        -- Walks the covering listing index alone; only the page's rows are fetched below.
        SELECT l.id, l.created_at FROM products l
        WHERE ${productNotDeleted('l')} AND l.id <= meta.snapshot
          AND ${inOpenStore('l')}
          ${inCategory('l', 'meta')}
        ORDER BY l.created_at DESC NULLS LAST, l.id DESC NULLS LAST
        LIMIT $1::int OFFSET $2::bigint
      ) ids
      CROSS JOIN LATERAL (
        SELECT ${productViewJson({ products: 'p', stores: 's', categories: 'c' })} AS product
        FROM products p
        JOIN stores s ON s.id = p.store_id
        JOIN categories c ON c.id = p.category_id
        WHERE p.id = ids.id
        LIMIT 1
      ) d
    ) AS "rows"
    FROM meta`,
  )
}

const newest = `(SELECT COALESCE(MAX(id), 0) FROM products)`

/** $1 limit, $2 offset, $3 snapshot or null. */
export const allPage = pageStatement(
  'catalog_page_all',
  `SELECT n.newest, COALESCE($3::int, n.newest) AS snapshot,
    (SELECT COALESCE(SUM(visible), 0) FROM product_counts) AS counted
  FROM (SELECT ${newest} AS newest OFFSET 0) n`,
  () => '',
)

/** $1 limit, $2 offset, $3 snapshot or null, $4 category slug; no row for an unknown slug. */
export const categoryPage = pageStatement(
  'catalog_page_category',
  `SELECT c.id AS category_id, n.newest, COALESCE($3::int, n.newest) AS snapshot,
    (SELECT COALESCE(SUM(visible), 0) FROM product_counts WHERE category_id = c.id) AS counted
  FROM categories c, (SELECT ${newest} AS newest OFFSET 0) n
  WHERE c.slug = $4::text`,
  (alias, source) => `AND ${alias}.category_id = ${source}.category_id`,
)
