import { sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { queryRows } from './repository.ts'

/** Words considered per query; the rest are ignored (a search box, not a document). */
const MAX_WORDS = 6
/** Trigram similarity a vocabulary word needs to stand in for a mistyped one ('iphnoe'→'iphone' is 0.27). */
const MIN_SIMILARITY = 0.25
/** Corrections within this distance of the best one are kept too ('shirt' and 'shirts'). */
const SIMILARITY_SPREAD = 0.1
const MAX_CORRECTIONS = 3

/**
 * How one typed word matches names: as a prefix of name words, as the name words it is a typo
 * of (`terms`), or not at all (neither: it can still match descriptions).
 */
export interface WordMatch {
  word: string
  prefix: boolean
  terms: string[]
}

/** Lowercase words of the query, made of letters and digits only, so they are safe in a tsquery. */
export function queryWords(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  return [...new Set(words)].slice(0, MAX_WORDS)
}

type VocabularyRow = { word: string; prefix: boolean; terms: string[]; scores: number[] }

/**
 * Looks every word up in `search_terms` (the vocabulary of product names) in one statement: a
 * word that starts some name word is searched as a prefix; otherwise the nearest vocabulary words
 * by trigram distance (GiST index) replace it, which is what makes typos find their product.
 */
export async function matchWords(db: Db | Tx, words: string[]): Promise<WordMatch[]> {
  if (words.length === 0) return []
  const list = sql`ARRAY[${sql.join(
    words.map((w) => sql`${w}::text`),
    sql`, `,
  )}]`
  const rows = await queryRows<VocabularyRow>(
    db,
    sql`
    SELECT w.word, p.prefix,
      COALESCE(array_agg(n.term ORDER BY n.score DESC) FILTER (WHERE n.term IS NOT NULL), '{}') AS terms,
      COALESCE(array_agg(n.score ORDER BY n.score DESC) FILTER (WHERE n.term IS NOT NULL), '{}') AS scores
    FROM unnest(${list}::text[]) WITH ORDINALITY AS w(word, ord)
    CROSS JOIN LATERAL (
      SELECT EXISTS (
        SELECT 1 FROM search_terms
        WHERE term >= w.word COLLATE "C" AND term < (w.word || chr(1114111)) COLLATE "C"
      ) AS prefix
    ) p
    LEFT JOIN LATERAL (
      SELECT term, similarity(term, w.word)::float8 AS score
      FROM search_terms WHERE NOT p.prefix
      ORDER BY term <-> w.word LIMIT 5
    ) n ON true
    GROUP BY w.word, w.ord, p.prefix
    ORDER BY w.ord`,
  )
  return pickMatches(rows)
}

export function pickMatches(rows: VocabularyRow[]): WordMatch[] {
  return rows.map((row) => {
    if (row.prefix) return { word: row.word, prefix: true, terms: [] }
    const best = row.scores[0] ?? 0
    const terms = row.terms.filter((_, i) => {
      const score = row.scores[i] ?? 0
      return score >= MIN_SIMILARITY && score >= best - SIMILARITY_SPREAD
    })
    return { word: row.word, prefix: false, terms: terms.slice(0, MAX_CORRECTIONS) }
  })
}
