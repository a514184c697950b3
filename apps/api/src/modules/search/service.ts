import {
  SEARCH_RESULTS_MAX,
  type CatalogListQuery,
  type CatalogPage,
  type InterfaceLanguage,
  type SearchGroup,
} from '@pasar/shared'
import { imageUrl } from '../../lib/product-images.ts'
import type { Storage } from '../../providers/storage/port.ts'
import { categoryName, toCatalogPage, type CatalogDeps } from '../catalog/index.ts'
import { DIALOG_CANDIDATES, searchPage } from './repository.ts'

type Hit = {
  id: number
  uuid: string
  name: string
  category: string
  price: number
  imageKey: string | null
  store: { name: string; slug: string }
}

/** Groups hits by category, groups ordered by their best hit, hits kept in rank order. */
export function groupByCategory(hits: Hit[], storage: Storage): SearchGroup[] {
  const groups = new Map<string, SearchGroup>()
  for (const { category, id, uuid, name, price, imageKey, store } of hits) {
    const group = groups.get(category) ?? { category, products: [] }
    const image = imageKey === null ? null : imageUrl(storage, imageKey)
    group.products.push({ id, uuid, name, price, image, store })
    groups.set(category, group)
  }
  return [...groups.values()]
}

/**
 * The search dialog's hits: the first SEARCH_RESULTS_MAX products the results page's rule finds
 * for the same words (repository.ts), ranked among fewer candidates (DIALOG_CANDIDATES per
 * way of finding them instead of MAX_MATCHES), grouped by category, named in `language`.
 */
export async function searchProducts(
  { db, storage }: CatalogDeps,
  words: string[],
  language: InterfaceLanguage = 'en',
): Promise<SearchGroup[]> {
  if (words.length === 0) return []
  const page = await searchPage(db, words, {
    page: 1,
    limit: SEARCH_RESULTS_MAX,
    candidates: DIALOG_CANDIDATES,
  })
  const hits = page.rows.map((row) => ({
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    category: categoryName(row, language),
    price: row.price,
    imageKey: row.imageKeys[0] ?? null,
    store: { name: row.storeName, slug: row.storeSlug },
  }))
  return groupByCategory(hits, storage)
}

/**
 * The results page (`GET /api/v1/products?q=`): one page of the search's matches, in the asked
 * order (relevance when none), counted; `moreItems` when more products match than it answers.
 */
export async function searchResults(
  { db, storage }: CatalogDeps,
  words: string[],
  query: CatalogListQuery,
  language: InterfaceLanguage = 'en',
): Promise<CatalogPage> {
  const page =
    words.length === 0
      ? { snapshot: 0, totalItems: 0, more: false, rows: [] }
      : await searchPage(db, words, query)
  return toCatalogPage(storage, page, query, language)
}
