import { createHash } from 'node:crypto'
import type { DrawFirstScreen, FirstScreenRequest } from '@pasar/shared'
import { LRUCache } from 'lru-cache'

/** How long a drawing is served: it also shows the clock's year (the footer's copyright). */
export const PAGE_CACHE_TTL_MS = 60_000

/**
 * A drawing depends on the page's URL, its language and the answers embedded in it, nothing
 * else a request brings (the configuration is the process's own): the key holds the first two
 * and a digest of the answers' text, so a changed catalogue gives a new key.
 */
function keyOf({ url, language, initialData }: FirstScreenRequest): string {
  const answers = createHash('sha1')
  for (const answer of initialData ?? [])
    answers.update(answer.url).update('\0').update(answer.body)
  return `${language} ${url} ${answers.digest('base64')}`
}

/**
 * `draw`, with each drawing kept for `PAGE_CACHE_TTL_MS` while the drawings kept stay under
 * `maxChars` (the least recently used leave first; 0 keeps none). Requests for a drawing that
 * is being made wait for it instead of making it again
 * (docs/decisions/0965-first-screens-kept.md). A failed drawing is not kept.
 */
export function pageCache(
  draw: DrawFirstScreen,
  maxChars: number,
  now: () => number = Date.now,
): DrawFirstScreen {
  if (maxChars <= 0) return draw
  const drawings = new LRUCache<string, string, FirstScreenRequest>({
    maxSize: maxChars,
    // lru-cache counts sizes from 1.
    sizeCalculation: (html) => Math.max(1, html.length),
    ttl: PAGE_CACHE_TTL_MS,
    // The clock is read at each look rather than once a millisecond, so a test's clock holds.
    perf: { now },
    ttlResolution: 0,
    // A drawing being made that is pushed out still answers those waiting for it.
    ignoreFetchAbort: true,
    // A page without a drawing (undefined) is not kept.
    fetchMethod: (_key, _stale, { context }) => draw(context),
  })
  return (request) => drawings.fetch(keyOf(request), { context: request })
}
