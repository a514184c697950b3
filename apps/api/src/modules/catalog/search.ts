import type { SearchGroup } from '@pasar/shared'
import type { Db } from '../../db/client.ts'
import { runPrepared } from '../../db/prepared.ts'
import { searchStatement } from './search-statement.ts'
import { queryWords } from './search-terms.ts'

type Hit = { id: number; uuid: string; name: string; category: string }

/** Groups hits by category, groups ordered by their best hit, hits kept in rank order. */
export function groupByCategory(hits: Hit[]): SearchGroup[] {
  const groups = new Map<string, SearchGroup>()
  for (const { category, id, uuid, name } of hits) {
    const group = groups.get(category) ?? { category, products: [] }
    group.products.push({ id, uuid, name })
    groups.set(category, group)
  }
  return [...groups.values()]
}

/** The best SEARCH_RESULTS_MAX products for the words, in rank order (see search-statement). */
export async function findHits(db: Db, words: string[]): Promise<Hit[]> {
  if (words.length === 0) return []
  const [row] = await runPrepared<{ hits: Hit[] }>(db, searchStatement, [words])
  return row?.hits ?? []
}

export async function searchProducts(db: Db, query: string): Promise<SearchGroup[]> {
  return groupByCategory(await findHits(db, queryWords(query)))
}
