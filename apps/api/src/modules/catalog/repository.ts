import { lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { stockChanges as stockChangesTable } from '../../db/schema/index.ts'
import { runPrepared } from '../../db/prepared.ts'
import { allPage, categoryPage } from './listing-statement.ts'
import {
  allCategories,
  categoryBySlug,
  catalogueVersionStatement,
  stockByIds,
  stockChangesBetween,
  productByUuid,
} from './lookup-statements.ts'
import type { ProductViewRow } from './product-view.ts'
import type { StockChange } from './stock-log.ts'

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
  rows: Array<ProductViewRow & { imageKeys: string[] }>
}

// Past these bounds nothing exists anyway: product ids are integers, offsets bigints.
const INT_MAX = 2_147_483_647

/** One page of visible products, newest first, with the exact total (see listing-statement). */
export async function listProductPage(db: Db, input: ListPageInput): Promise<ListPageResult> {
  const offset = Math.min((input.page - 1) * input.limit, Number.MAX_SAFE_INTEGER)
  const snapshot = input.snapshot === undefined ? null : Math.min(input.snapshot, INT_MAX)
  const params = [input.limit, offset, snapshot]
  const slug = input.categorySlug
  let rows: PageRow[]
  if (slug === undefined) rows = await runPrepared<PageRow>(db, allPage, params)
  else if (slug.includes('\u0000')) rows = []
  else rows = await runPrepared<PageRow>(db, categoryPage, [...params, slug])
  const [page] = rows
  if (!page) return { categoryFound: false, snapshot: 0, totalItems: 0, rows: [] }
  return { categoryFound: true, ...page }
}

export async function listCategories(db: Db) {
  return runPrepared<{ name: string; slug: string }>(db, allCategories, [])
}

export async function findCategory(db: Db, slug: string) {
  if (slug.includes('\u0000')) return undefined
  const [row] = await runPrepared<{ name: string; slug: string }>(db, categoryBySlug, [slug])
  return row
}

/** One visible product by uuid (checked to be one), with its image keys, or undefined. */
export async function findProductRow(db: Db, uuid: string) {
  const [row] = await runPrepared<{ product: ProductViewRow & { imageKeys: string[] } }>(
    db,
    productByUuid,
    [uuid],
  )
  return row?.product
}

/** The catalogue's versions now (docs/decisions/0845-stock-apart-from-kept-answers.md). */
export interface CatalogueVersions {
  /** Equal: nothing the catalogue shows changed in between, but maybe stock. */
  version: number
  /** Equal: no stock changed in between either. */
  stockVersion: number
}

export async function catalogueVersions(db: Db): Promise<CatalogueVersions> {
  const [row] = await runPrepared<{ version: number; stock_version: number }>(
    db,
    catalogueVersionStatement,
    [],
  )
  if (!row) throw new Error('catalogue_version has no row')
  return { version: Number(row.version), stockVersion: Number(row.stock_version) }
}

/** The stock changes after stock version `after` up to `upTo`, oldest first (stock-log.ts). */
export async function stockChanges(db: Db, after: number, upTo: number): Promise<StockChange[]> {
  const rows = await runPrepared<{ stock_version: number; product_id: number; stock: number }>(
    db,
    stockChangesBetween,
    [after, upTo],
  )
  return rows.map((row) => ({
    version: Number(row.stock_version),
    productId: row.product_id,
    stock: row.stock,
  }))
}

/**
 * Forgets the stock changes more than `keep` stock versions old (a job): a process that has not
 * looked since then reads its kept answers' stock itself. Returns how many rows it removed.
 */
export async function pruneStockChanges(db: Db, keep = 10_000): Promise<number> {
  const removed = await db
    .delete(stockChangesTable)
    .where(
      lt(
        stockChangesTable.stockVersion,
        sql`(SELECT stock_version FROM catalogue_version WHERE id = 1) - ${keep}`,
      ),
    )
    .returning({ version: stockChangesTable.stockVersion })
  return removed.length
}

/** The stock of each product now, by id. */
export async function stockOf(db: Db, ids: number[]): Promise<Map<number, number>> {
  const rows = await runPrepared<{ id: number; stock: number }>(db, stockByIds, [ids])
  return new Map(rows.map((row) => [row.id, row.stock]))
}
