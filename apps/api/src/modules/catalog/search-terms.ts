/** Words considered per query; the rest are ignored (a search box, not a document). */
const MAX_WORDS = 6
/** Trigram similarity a vocabulary word needs to stand in for a mistyped one ('iphnoe'→'iphone' is 0.27). */
export const MIN_SIMILARITY = 0.25
/** Corrections within this distance of the best one are kept too ('shirt' and 'shirts'). */
export const SIMILARITY_SPREAD = 0.1
export const MAX_CORRECTIONS = 3
/** Nearest vocabulary words looked at per mistyped word (GiST nearest-neighbour order). */
export const NEAREST_CANDIDATES = 5
/**
 * Completions of a word typed halfway, shortest first ('runn' → 'running', 'runner'): like a
 * search engine's maximum expansions, this bounds the work of a one-letter word.
 */
export const MAX_COMPLETIONS = 10

/** Lowercase words of the query, made of letters and digits only, so they are safe in a tsquery. */
export function queryWords(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  return [...new Set(words)].slice(0, MAX_WORDS)
}
