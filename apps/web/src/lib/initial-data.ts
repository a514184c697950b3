import { API_BASE } from './api-client.ts'

/**
 * The public API answer the server embedded in the page for the app's first request
 * (docs/decisions/0581-first-answer-in-the-page.md). Read once when the app starts, given to
 * the first query that asks for exactly its URL, then forgotten.
 */
let embedded: { url: string; body: unknown } | undefined = readEmbedded()

/** When the page (and so the embedded answer) was made: its age for the query's staleness. */
export const INITIAL_DATA_AT = Date.now()

function readEmbedded() {
  if (typeof document === 'undefined') return undefined
  const script = document.getElementById('initial-data')
  if (!script) return undefined
  script.remove()
  try {
    const body = JSON.parse(script.textContent) as unknown
    return { url: `${API_BASE}${script.dataset.url ?? ''}`, body }
  } catch {
    return undefined
  }
}

/**
 * Draws the server's first screen (server/first-screen.tsx) with `answer` (its API URL and JSON
 * text) as the embedded one: `draw` must be synchronous, so no other page's draw sees it.
 */
export function withInitialData<T>(
  answer: { url: string; body: string } | undefined,
  draw: () => T,
): T {
  embedded = answer && { url: `${API_BASE}${answer.url}`, body: JSON.parse(answer.body) as unknown }
  try {
    return draw()
  } finally {
    embedded = undefined
  }
}

/** The embedded answer for `url` (as the API client builds it), once; undefined otherwise. */
export function takeInitialData<T>(url: string): T | undefined {
  if (embedded?.url !== url) return undefined
  const { body } = embedded
  embedded = undefined
  return body as T
}
