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
async function findHits(db: Db | Tx, matches: WordMatch[]): Promise<Hit[]> {
  const named = matches.filter(matchesName)
  const nameAll = named.map((m) => alternatives(m, 'A')).join(' & ')
  const nameAny = named.map((m) => alternatives(m, 'A')).join(' | ')
  const descAny = matches.map((m) => alternatives(m, 'B')).join(' | ')
  const limit = SEARCH_RESULTS_MAX
  const tier = (phase: number, where: ReturnType<typeof sql>) => sql`
    (SELECT p.id, ${phase}::int AS phase, p.created_at
     FROM products p JOIN stores s ON s.id = p.store_id, q
     WHERE ${where} AND p.deleted_at IS NULL AND s.deleted_at IS NULL
     ORDER BY p.created_at DESC NULLS LAST, p.id DESC NULLS LAST
     LIMIT ${limit})`
  const tiers = []
  if (named.length > 0) tiers.push(tier(1, sql`p.search_vector @@ q.name_all`))
  if (named.length > 1) {
    tiers.push(tier(2, sql`p.search_vector @@ q.name_any AND NOT p.search_vector @@ q.name_all`))
  }
  tiers.push(
    tier(
      3,
      sql`p.search_vector @@ q.desc_any AND NOT COALESCE(p.search_vector @@ q.name_any, false)`,
    ),
  )

  return queryRows<Hit>(
    db,
    sql`
    WITH q AS (
      SELECT to_tsquery('simple', NULLIF(${nameAll}, '')) AS name_all,
        to_tsquery('simple', NULLIF(${nameAny}, '')) AS name_any,
        to_tsquery('simple', ${descAny}) AS desc_any
    ), hits AS (${sql.join(tiers, sql` UNION ALL `)})
    SELECT p.id, p.uuid, p.name, c.name AS category
    FROM hits h JOIN products p ON p.id = h.id JOIN categories c ON c.id = p.category_id
    ORDER BY h.phase, h.created_at DESC NULLS LAST, h.id DESC
    LIMIT ${limit}`,
  )
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
