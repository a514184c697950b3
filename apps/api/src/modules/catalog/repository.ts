import { sql, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
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
  categoryId: number | null
  snapshot: number
  totalItems: number
} & ({ id: null } | (ProductViewRow & { imageKeys: string[] }))

/**
 * One page of visible products, newest first (ties by id), with the exact total, in a single
 * statement: the total comes from the trigger-kept `product_counts` minus the visible products
 * added after the snapshot, so no request counts the whole catalogue.
 */
export async function listProductPage(db: Handle, input: ListPageInput): Promise<ListPageResult> {
  const offset = (input.page - 1) * input.limit
  const category = input.categorySlug
    ? sql`(SELECT id FROM categories WHERE slug = ${input.categorySlug})`
    : sql`NULL::int`
  const inCategory = (alias: string) =>
    input.categorySlug ? sql`AND ${sql.raw(alias)}.category_id = meta.category_id` : sql``
  const snapshot =
    input.snapshot === undefined
      ? sql`(SELECT COALESCE(MAX(id), 0) FROM products)`
      : sql`${input.snapshot}::int`
  const counted = input.categorySlug
    ? sql`(SELECT COALESCE(SUM(visible), 0) FROM product_counts WHERE category_id = m.category_id)`
    : sql`(SELECT COALESCE(SUM(visible), 0) FROM product_counts)`

  const rows = await queryRows<PageRow>(
    db,
    sql`
    WITH m AS (SELECT ${category} AS category_id, ${snapshot} AS snapshot),
    meta AS (SELECT m.category_id, m.snapshot, ${counted}::int AS counted FROM m)
    SELECT
      meta.category_id AS "categoryId",
      meta.snapshot AS "snapshot",
      (meta.counted - (
        SELECT COUNT(*) FROM products p2 JOIN stores s2 ON s2.id = p2.store_id
        WHERE p2.id > meta.snapshot AND p2.deleted_at IS NULL AND s2.deleted_at IS NULL
        ${inCategory('p2')}
      ))::int AS "totalItems",
      page.*
    FROM meta LEFT JOIN LATERAL (
      SELECT
        p.id, p.uuid, p.name, p.description, p.price, p.stock, p.store_id AS "storeId",
        c.name AS category, c.slug AS "categorySlug", s.name AS "storeName", s.slug AS "storeSlug",
        ARRAY(
          SELECT i.key FROM product_images i WHERE i.product_id = p.id ORDER BY i.position
        ) AS "imageKeys"
      FROM products p
      JOIN stores s ON s.id = p.store_id
      JOIN categories c ON c.id = p.category_id
      WHERE p.deleted_at IS NULL AND s.deleted_at IS NULL AND p.id <= meta.snapshot
        ${inCategory('p')}
      ORDER BY p.created_at DESC NULLS LAST, p.id DESC NULLS LAST
      LIMIT ${input.limit} OFFSET ${offset}
    ) page ON true
    WHERE ${input.categorySlug ? sql`meta.category_id IS NOT NULL` : sql`true`}`,
  )
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
