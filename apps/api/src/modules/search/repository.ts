import type { Db } from '../../db/client.ts'
import { runPrepared } from '../../db/prepared.ts'
import type { ProductViewRow } from '../catalog/index.ts'
import {
  conceptQueries,
  everyQuery,
  phraseQuery,
  readConcepts,
  resolveConcepts,
  someQuery,
  typedForms,
  type Vocabulary,
} from './read-query.ts'
import { matchesStatementFor, vocabularyStatement, type SearchSort } from './statements.ts'

/**
 * The most matches a search answers, the best first: the results page pages through these and
 * counts them (saying when more exist), the dialog shows the first ones (docs/search.md).
 */
export const MAX_MATCHES = 200

/**
 * The candidates the search dialog ranks, per way of finding them: its bounded, cheaper reading
 * of the same rule. With no more matches per form than this, the dialog shows the results page's
 * first products; beyond, the best of the newest (docs/search.md).
 */
export const DIALOG_CANDIDATES = 40

/**
 * Postings of a form walked, newest first, per candidate asked for, before the GIN index
 * intersects the words instead (docs/search.md): 500 for the results page, 100 for the dialog.
 */
const WALK_PER_CANDIDATE = 2.5

const INT_MAX = 2_147_483_647

export interface SearchInput {
  page: number
  limit: number
  sort?: SearchSort
  snapshot?: number
  minPrice?: number
  maxPrice?: number
  /** Candidates ranked per way of finding them: MAX_MATCHES (the results page) unless fewer are asked for. */
  candidates?: number
}

export interface SearchPage {
  snapshot: number
  /** Matches answered, at most MAX_MATCHES. */
  totalItems: number
  /** More products match than `totalItems`: the search answers its best MAX_MATCHES. */
  more: boolean
  rows: Array<ProductViewRow & { imageKeys: string[] }>
}

async function lookUp(db: Db, typed: string[], forms: string[]): Promise<Vocabulary> {
  const [row] = await runPrepared<{ known: string[]; near: string[] }>(db, vocabularyStatement, [
    typed,
    forms,
  ])
  const near = new Map<string, string[]>()
  for (const pair of row?.near ?? []) {
    const [word, term] = JSON.parse(pair) as [string, string]
    near.set(word, [...(near.get(word) ?? []), term])
  }
  return { known: new Set(row?.known ?? []), near }
}

/**
 * The one search rule (docs/search.md), for the search dialog and the results page alike: the
 * query's words (queryWords) read as concepts — phrases and words of the synonym list with their
 * synonyms, other words by their stem, completion or correction in the name vocabulary — and
 * the products whose names hold every concept (or, when none does, some), the best first.
 */
export async function searchPage(db: Db, words: string[], input: SearchInput): Promise<SearchPage> {
  const concepts = readConcepts(words)
  const unknown = concepts.filter((c) => c.forms === undefined)
  const vocabulary: Vocabulary =
    unknown.length === 0
      ? { known: new Set(), near: new Map() }
      : await lookUp(
          db,
          unknown.map((c) => c.typed),
          unknown.flatMap((c) => [...c.candidates, ...c.plurals]),
        )
  const resolved = resolveConcepts(concepts, vocabulary)
  const ords = resolved.flatMap((forms, i) => forms.map(() => i + 1))
  const walked = resolved.flatMap((forms) => forms.map((form) => form[0] ?? ''))
  const offset = Math.min((input.page - 1) * input.limit, Number.MAX_SAFE_INTEGER)
  const candidates = Math.min(input.candidates ?? MAX_MATCHES, MAX_MATCHES)
  const [page] = await runPrepared<SearchPage>(db, matchesStatementFor(input.sort ?? 'relevance'), [
    ords,
    walked,
    everyQuery(resolved),
    someQuery(resolved),
    candidates,
    conceptQueries(resolved),
    conceptQueries(typedForms(concepts, resolved)),
    phraseQuery(words),
    input.snapshot === undefined ? null : Math.min(input.snapshot, INT_MAX),
    Math.min(input.minPrice ?? 0, INT_MAX),
    Math.min(input.maxPrice ?? INT_MAX, INT_MAX),
    input.limit,
    offset,
    Math.ceil(candidates * WALK_PER_CANDIDATE),
  ])
  return page ?? { snapshot: 0, totalItems: 0, more: false, rows: [] }
}
