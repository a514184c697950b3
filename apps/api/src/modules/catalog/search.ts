import { SEARCH_RESULTS_MAX, type SearchGroup } from '@pasar/shared'
import { sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { queryRows } from './repository.ts'
import { matchWords, queryWords, type WordMatch } from './search-terms.ts'

/** A word's alternatives in tsquery syntax, limited to name (A) or description (B) lexemes. */
function alternatives(match: WordMatch, weight: 'A' | 'B'): string {
  const options = match.terms.map((term) => `${term}:${weight}`)
  if (match.prefix || weight === 'B') options.push(`${match.word}:*${weight}`)
  return `(${options.join(' | ')})`
}

const matchesName = (match: WordMatch) => match.prefix || match.terms.length > 0

type Hit = { id: number; uuid: string; name: string; category: string }

/**
 * Ranks in three tiers, each newest first and each cut at the result limit by the GIN index on
 * `search_vector`: names holding every word, names holding some word, then descriptions.
 * Words are letters and digits only (see queryWords), so the tsquery text needs no escaping.
 */
export async function findHits(db: Db | Tx, matches: WordMatch[]): Promise<Hit[]> {
  const named = matches.filter(matchesName)
  const nameAll = named.map((m) => alternatives(m, 'A')).join(' & ')
  const nameAny = named.map((m) => alternatives(m, 'A')).join(' | ')
  const descAny = matches.map((m) => alternatives(m, 'B')).join(' | ')
  const limit = SEARCH_RESULTS_MAX
  const tier = (phase: number, where: ReturnType<typeof sql>) => sql`
    (SELECT p.id, ${phase}::int AS phase, p.created_at
     FROM products p JOIN stores s ON s.id = p.store_id
     WHERE ${where} AND p.deleted_at IS NULL AND s.deleted_at IS NULL
     ORDER BY p.created_at DESC NULLS LAST, p.id DESC NULLS LAST
     LIMIT ${limit})`
  // Literal tsqueries (not a CTE) let the planner estimate each tier from the column statistics:
  // a GIN bitmap for rare words, a walk down the listing index for common ones.
  const all = sql`${nameAll}::tsquery`
  const any = sql`${nameAny}::tsquery`
  const desc = sql`${descAny}::tsquery`
  const tiers = []
  if (named.length > 0) tiers.push(tier(1, sql`p.search_vector @@ ${all}`))
  if (named.length > 1) {
    tiers.push(tier(2, sql`p.search_vector @@ ${any} AND NOT p.search_vector @@ ${all}`))
  }
  tiers.push(
    tier(
      3,
      named.length > 0
        ? sql`p.search_vector @@ ${desc} AND NOT p.search_vector @@ ${any}`
        : sql`p.search_vector @@ ${desc}`,
    ),
  )

  // Tiers run one after another and stop once the result is full: most searches fill the first.
  const hits: Hit[] = []
  for (const where of tiers) {
    if (hits.length >= limit) break
    const rows = await queryRows<Hit>(
      db,
      sql`
      WITH hits AS ${where}
      SELECT p.id, p.uuid, p.name, c.name AS category
      FROM hits h JOIN products p ON p.id = h.id JOIN categories c ON c.id = p.category_id
      ORDER BY h.created_at DESC NULLS LAST, h.id DESC`,
    )
    hits.push(...rows.slice(0, limit - hits.length))
  }
  return hits
}

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

export async function searchProducts(db: Db | Tx, query: string): Promise<SearchGroup[]> {
  const matches = await matchWords(db, queryWords(query))
  if (matches.length === 0) return []
  return groupByCategory(await findHits(db, matches))
}
