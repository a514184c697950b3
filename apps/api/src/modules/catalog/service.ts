import type { CatalogPage, InterfaceLanguage, ProductDetail } from '@pasar/shared'
import type { Db } from '../../db/client.ts'
import { notFound } from '../../lib/http-error.ts'
import { imageUrl } from '../../lib/product-images.ts'
import type { Storage } from '../../providers/storage/port.ts'
import { toProduct } from './product-view.ts'
import { toVariant } from './product-variants.ts'
import { countVisibleProducts, visibleProductStamps } from './listed-repository.ts'
import {
  findProductRow,
  listCategories,
  listProductPage,
  type ListPageInput,
  type ListPageResult,
} from './repository.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** What the catalogue's services use (docs/architecture.md#api-layers). */
export interface CatalogDeps {
  db: Db
  storage: Storage
}

export const CATEGORY_NOT_FOUND = 'Category not found'
export const PRODUCT_NOT_FOUND = 'Product not found'
export const STORE_NOT_FOUND = 'Store not found'

/**
 * A listing's page (a search's results page is modules/search's). Category names in `language`.
 */
export async function listProducts(
  { db, storage }: CatalogDeps,
  input: ListPageInput,
  language: InterfaceLanguage = 'en',
): Promise<CatalogPage> {
  const page = await listProductPage(db, input)
  if (!page.categoryFound) {
    throw notFound(input.storeSlug === undefined ? CATEGORY_NOT_FOUND : STORE_NOT_FOUND)
  }
  return toCatalogPage(storage, page, input, language)
}

/**
 * A page of products as the catalogue answers it: each row drawn in `language`, and where the
 * page stands among `totalItems` (`more` when more products exist than were counted).
 */
export function toCatalogPage(
  storage: Storage,
  page: Omit<ListPageResult, 'categoryFound'> & { more?: boolean },
  at: { page: number; limit: number },
  language: InterfaceLanguage,
): CatalogPage {
  const { totalItems } = page
  return {
    data: page.rows.map((row) =>
      toProduct(
        row,
        row.imageKeys.map((key) => imageUrl(storage, key)),
        language,
      ),
    ),
    pagination: {
      currentPage: at.page,
      hasNextPage: at.page * at.limit < totalItems,
      totalPages: Math.ceil(totalItems / at.limit),
      totalItems,
      snapshot: page.snapshot,
      ...(page.more ? { moreItems: true } : {}),
    },
  }
}

/**
 * A visible product with its options and live variants; an unknown or malformed uuid is simply
 * not found.
 */
export async function getProduct(
  { db, storage }: CatalogDeps,
  uuid: string,
  language: InterfaceLanguage = 'en',
): Promise<ProductDetail> {
  const row = UUID.test(uuid) ? await findProductRow(db, uuid) : undefined
  if (!row) throw notFound(PRODUCT_NOT_FOUND)
  const images = row.imageKeys.map((key) => imageUrl(storage, key))
  return {
    ...toProduct(row, images, language),
    options: row.options,
    variants: row.variants.map((variant) => toVariant(variant, storage, images)),
  }
}

/** How many products shoppers can see, for whoever lists them all (the sitemap). */
export function countListedProducts({ db }: Pick<CatalogDeps, 'db'>): Promise<number> {
  return countVisibleProducts(db)
}

/** The visible products' uuids and last changes, oldest first, one slice at a time. */
export function listedProducts(
  { db }: Pick<CatalogDeps, 'db'>,
  offset: number,
  limit: number,
): Promise<{ uuid: string; updatedAt: Date }[]> {
  return visibleProductStamps(db, offset, limit)
}

/** Every category's slug, in menu order. */
export async function listedCategories({ db }: Pick<CatalogDeps, 'db'>): Promise<string[]> {
  return (await listCategories(db)).map((category) => category.slug)
}
