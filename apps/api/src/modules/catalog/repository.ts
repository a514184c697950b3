import type { InterfaceLanguage, ListingSort, ProductOption } from '@pasar/shared'
import { lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { stockChanges as stockChangesTable } from '../../db/schema/index.ts'
import { runPrepared } from '../../db/prepared.ts'
import { listingStatement, type ListingScope } from './listing-statement.ts'
import {
  allCategories,
  categoryBySlug,
  catalogueVersionStatement,
  stockByIds,
  stockChangesBetween,
  productByUuid,
  refreshPopularStatement,
  variantStockByProducts,
} from './lookup-statements.ts'
import type { VariantRow } from './product-variants.ts'
import type { ProductViewRow } from './product-view.ts'
import type { Figures } from './cached-stock.ts'
import type { StockChange } from './stock-log.ts'

export interface ListPageInput {
  /** Only this category's products; undefined lists all. */
  categorySlug?: string
  /** Only this store's products (exclusive with categorySlug). */
  storeSlug?: string
  page: number
  limit: number
  /** The highest product id the listing includes (see docs/decisions/0202). */
  snapshot?: number
  /** The order (docs/decisions/0970); newest when absent. */
  sort?: ListingSort
  /** Whole rupiah, inclusive. */
  minPrice?: number
  maxPrice?: number
}

export interface ListPageResult {
  /** False when `categorySlug` or `storeSlug` names none. */
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

/** One page of visible products in the asked order, with the exact total (see listing-statement). */
export async function listProductPage(db: Db, input: ListPageInput): Promise<ListPageResult> {
  const offset = Math.min((input.page - 1) * input.limit, Number.MAX_SAFE_INTEGER)
  const snapshot = input.snapshot === undefined ? null : Math.min(input.snapshot, INT_MAX)
  const priced = input.minPrice !== undefined || input.maxPrice !== undefined
  const range = priced
    ? [Math.min(input.minPrice ?? 0, INT_MAX), Math.min(input.maxPrice ?? INT_MAX, INT_MAX)]
    : [null, null]
  const params = [input.limit, offset, snapshot, ...range]
  const slug = input.categorySlug ?? input.storeSlug
  const scope: ListingScope =
    input.categorySlug !== undefined ? 'category' : input.storeSlug !== undefined ? 'store' : 'all'
  const statement = listingStatement(scope, input.sort ?? 'newest', priced)
  let rows: PageRow[]
  if (slug === undefined) rows = await runPrepared<PageRow>(db, statement, params)
  else if (slug.includes('\u0000')) rows = []
  else rows = await runPrepared<PageRow>(db, statement, [...params, slug])
  const [page] = rows
  if (!page) return { categoryFound: false, snapshot: 0, totalItems: 0, rows: [] }
  return { categoryFound: true, ...page }
}

type CategoryRow = { name: string; name_id: string | null; slug: string; icon: string }

/** A category's name in `language`: its Indonesian one, when it has one (docs/decisions/1011). */
const named = (row: CategoryRow, language: InterfaceLanguage) =>
  language === 'id' ? (row.name_id ?? row.name) : row.name

/** Every category in menu order, named in `language`. */
export async function listCategories(db: Db, language: InterfaceLanguage = 'en') {
  const rows = await runPrepared<CategoryRow>(db, allCategories, [])
  return rows.map((row) => ({ name: named(row, language), slug: row.slug, icon: row.icon }))
}

/** One category by slug, named in `language`. */
export async function findCategory(db: Db, slug: string, language: InterfaceLanguage = 'en') {
  if (slug.includes('\u0000')) return undefined
  const [row] = await runPrepared<CategoryRow>(db, categoryBySlug, [slug])
  return row && { name: named(row, language), slug: row.slug }
}

/**
 * One visible product by uuid (checked to be one), with its image keys, options and live
 * variants, or undefined.
 */
export async function findProductRow(db: Db, uuid: string) {
  const [row] = await runPrepared<{
    product: ProductViewRow & { imageKeys: string[] }
    options: ProductOption[]
    variants: VariantRow[]
  }>(db, productByUuid, [uuid])
  return row && { ...row.product, options: row.options, variants: row.variants }
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
  const rows = await runPrepared<{
    stock_version: number
    product_id: number
    stock: number
    sold: number
  }>(db, stockChangesBetween, [after, upTo])
  return rows.map((row) => ({
    version: Number(row.stock_version),
    productId: row.product_id,
    stock: row.stock,
    sold: row.sold,
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

/** The stock and sold of each product now, by id. */
export async function stockOf(db: Db, ids: number[]): Promise<Map<number, Figures>> {
  const rows = await runPrepared<{ id: number; stock: number; sold: number }>(db, stockByIds, [ids])
  return new Map(rows.map((row) => [row.id, { stock: row.stock, sold: row.sold }]))
}

/** The stock of each live variant of the given products, by product id, then by variant id. */
export async function variantStockOf(
  db: Db,
  productIds: number[],
): Promise<Map<number, Map<number, number>>> {
  const rows = await runPrepared<{ product_id: number; id: number; stock: number }>(
    db,
    variantStockByProducts,
    [productIds],
  )
  const byProduct = new Map<number, Map<number, number>>()
  for (const row of rows) {
    const variants = byProduct.get(row.product_id) ?? new Map<number, number>()
    variants.set(row.id, row.stock)
    byProduct.set(row.product_id, variants)
  }
  return byProduct
}

/** Days of sales `popular` counts: today (UTC) and the 29 before. */
export const POPULAR_DAYS = 30

/**
 * Brings each product's `popular` back to its units sold in the last POPULAR_DAYS days as of
 * `now` (a job): sales kept it on write, days leaving the window are taken off here. Reads only
 * the products that sold lately or still count some (docs/decisions/0970). Returns how many
 * products moved.
 */
export async function refreshPopular(db: Db, now: Date): Promise<number> {
  const since = new Date(now.getTime() - (POPULAR_DAYS - 1) * 86_400_000).toISOString().slice(0, 10)
  const moved = await runPrepared<{ id: number }>(db, refreshPopularStatement, [since])
  return moved.length
}
