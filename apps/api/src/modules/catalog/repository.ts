import { sql, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { definePrepared, runPrepared } from '../../db/prepared.ts'
import type { ProductViewRow } from './product-view.ts'

type Handle = Db | Tx

/** drizzle's `execute` answers `{ rows }` on both PGlite and node-postgres. */
export async function queryRows<T>(db: Handle, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

export interface ListPageInput {
  /** Only this category's products; undefined lists all. */
  categorySlug?: string
  page: number
  limit: number
  /** The highest product id the listing includes (see docs/decisions/0202). */
  snapshot?: number
}

export interface ListPageResult {
  /** False when `categorySlug` names no category. */
  categoryFound: boolean
  snapshot: number
  totalItems: number
  rows: Array<ProductViewRow & { imageKeys: string[] }>
}

type PageRow = {
  snapshot: number
  totalItems: number
} & ({ id: null } | (ProductViewRow & { imageKeys: string[] }))

/**
 * The page of visible products for the meta row (snapshot, total), newest first. Written for the
 * generic plan of a prepared statement, which knows no parameter value: lookups are per-row
 * laterals (a plain join would be costed for an unknown LIMIT as 10% of the table), and the
 * products added after the snapshot are a bounded id range, so the primary key serves it.
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
          AND p2.deleted_at IS NULL AND s2.deleted_at IS NULL ${inCategory('p2', 'base')}
      ) AS total
      FROM base
    )
    SELECT meta.snapshot AS "snapshot", meta.total::int AS "totalItems", page.*
    FROM meta LEFT JOIN LATERAL (
      SELECT d.* FROM (
        -- Walks the covering listing index alone; only the page's rows are fetched below.
        SELECT l.id, l.created_at FROM products l JOIN stores ls ON ls.id = l.store_id
        WHERE l.deleted_at IS NULL AND ls.deleted_at IS NULL AND l.id <= meta.snapshot
          ${inCategory('l', 'meta')}
        ORDER BY l.created_at DESC NULLS LAST, l.id DESC NULLS LAST
        LIMIT $1::int OFFSET $2::bigint
      ) ids
      CROSS JOIN LATERAL (
        SELECT
          p.id, p.uuid, p.name, p.description, p.price, p.stock, p.store_id AS "storeId",
          c.name AS category, c.slug AS "categorySlug", s.name AS "storeName",
          s.slug AS "storeSlug",
          ARRAY(
            SELECT i.key FROM product_images i WHERE i.product_id = p.id ORDER BY i.position
          ) AS "imageKeys"
        FROM products p
        JOIN stores s ON s.id = p.store_id
        JOIN categories c ON c.id = p.category_id
        WHERE p.id = ids.id
        LIMIT 1
      ) d
      ORDER BY ids.created_at DESC NULLS LAST, ids.id DESC NULLS LAST
    ) page ON true`,
  )
}

const INT_MAX = 2_147_483_647
const newest = `(SELECT COALESCE(MAX(id), 0) FROM products)`

/** $1 limit, $2 offset, $3 snapshot or null. */
const allPage = pageStatement(
  'catalog_page_all',
  `SELECT n.newest, COALESCE($3::int, n.newest) AS snapshot,
    (SELECT COALESCE(SUM(visible), 0) FROM product_counts) AS counted
  FROM (SELECT ${newest} AS newest) n`,
  () => '',
)

/** $1 limit, $2 offset, $3 snapshot or null, $4 category slug; no row for an unknown slug. */
const categoryPage = pageStatement(
  'catalog_page_category',
  `SELECT c.id AS category_id, n.newest, COALESCE($3::int, n.newest) AS snapshot,
    (SELECT COALESCE(SUM(visible), 0) FROM product_counts WHERE category_id = c.id) AS counted
  FROM categories c, (SELECT ${newest} AS newest) n
  WHERE c.slug = $4::text`,
  (alias, source) => `AND ${alias}.category_id = ${source}.category_id`,
)

/**
 * One page of visible products, newest first (ties by id), with the exact total, in a single
 * prepared statement: the total comes from the trigger-kept `product_counts` minus the visible
 * products added after the snapshot, so no request counts the whole catalogue.
 */
export async function listProductPage(db: Db, input: ListPageInput): Promise<ListPageResult> {
  // Past these bounds nothing exists anyway: product ids are integers, offsets bigints.
  const offset = Math.min((input.page - 1) * input.limit, Number.MAX_SAFE_INTEGER)
  const snapshot = input.snapshot === undefined ? null : Math.min(input.snapshot, INT_MAX)
  const params = [input.limit, offset, snapshot]
  const slug = input.categorySlug
  let rows: PageRow[]
  if (slug === undefined) rows = await runPrepared<PageRow>(db, allPage, params)
  else if (slug.includes('\u0000')) rows = []
  else rows = await runPrepared<PageRow>(db, categoryPage, [...params, slug])
  const first = rows[0]
  if (!first) return { categoryFound: false, snapshot: 0, totalItems: 0, rows: [] }
  return {
    categoryFound: true,
    snapshot: first.snapshot,
    totalItems: first.totalItems,
    rows: rows.filter((row): row is PageRow & ProductViewRow & { imageKeys: string[] } =>
      Boolean(row.id),
    ),
  }
}

export async function listCategories(db: Handle) {
  return queryRows<{ name: string; slug: string }>(
    db,
    sql`SELECT name, slug FROM categories ORDER BY id`,
  )
}

export async function findCategory(db: Handle, slug: string) {
  const [row] = await queryRows<{ name: string; slug: string }>(
    db,
    sql`SELECT name, slug FROM categories WHERE slug = ${slug}`,
  )
  return row
}
