import { SEARCH_RESULTS_MAX, type SearchGroup } from '@pasar/shared'
import type { Db } from '../../db/client.ts'
import { imageUrl } from '../../lib/product-images.ts'
import type { Storage } from '../../providers/storage/port.ts'
import { runPrepared } from '../../db/prepared.ts'
import { searchDescriptionsStatement } from './search-descriptions.ts'
import { searchNamesStatement, searchWordStatement } from './search-statement.ts'
import type { CatalogDeps } from './service.ts'

type Hit = {
  id: number
  uuid: string
  name: string
  category: string
  price: number
  imageKey: string | null
  store: { name: string; slug: string }
}
type NamesRow = { hits: Hit[]; found: number; terms: string[] | null }

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
 * The best SEARCH_RESULTS_MAX products for the words, in rank order: names holding every word,
 * names holding some word, then descriptions (see search-statement, search-descriptions). One
 * statement answers most searches; descriptions cost a second only when names fall short.
 */
export async function findHits(db: Db, words: string[]): Promise<Hit[]> {
  if (words.length === 0) return []
  const statement = words.length === 1 ? searchWordStatement : searchNamesStatement
  const [names] = await runPrepared<NamesRow>(db, statement, [words])
  if (!names) return []
  if (names.found >= SEARCH_RESULTS_MAX) return names.hits
  const [described] = await runPrepared<{ hits: Hit[] }>(db, searchDescriptionsStatement, [
    words,
    names.terms ?? [],
    SEARCH_RESULTS_MAX - names.found,
  ])
  return [...names.hits, ...(described?.hits ?? [])]
}

/** The hits for a query's words (search-terms `queryWords`), grouped by category. */
export async function searchProducts(
  { db, storage }: CatalogDeps,
  words: string[],
): Promise<SearchGroup[]> {
  return groupByCategory(await findHits(db, words), storage)
}
