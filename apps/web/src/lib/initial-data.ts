import { API_BASE } from './api-client.ts'

/** One embedded answer as the server sends it: its API URL (path and query) and JSON text. */
interface EmbeddedAnswer {
  url: string
  body: string
}

/**
 * The public API answers the server embedded in the page for the app's first requests
 * (docs/decisions/0581-first-answer-in-the-page.md), by the URL the API client builds. Read once
 * when the app starts; each is given to the first query that asks for exactly its URL, then
 * forgotten.
 */
let embedded = new Map<string, unknown>(readEmbedded())

/** When the page (and so the embedded answers) was made: their age for the query's staleness. */
export const INITIAL_DATA_AT = Date.now()

function readEmbedded(): [string, unknown][] {
  if (typeof document === 'undefined') return []
  const scripts = [...document.querySelectorAll<HTMLElement>('script[data-initial-data]')]
  return scripts.flatMap((script) => {
    script.remove()
    return parsed({ url: script.dataset.url ?? '', body: script.textContent })
  })
}

function parsed({ url, body }: EmbeddedAnswer): [string, unknown][] {
  try {
    return [[`${API_BASE}${url}`, JSON.parse(body) as unknown]]
  } catch {
    return []
  }
}

/**
 * Draws the server's first screen (server/first-screen.tsx) with `answers` as the embedded ones:
 * `draw` must be synchronous, so no other page's draw sees them.
 */
export function withInitialData<T>(answers: EmbeddedAnswer[], draw: () => T): T {
  embedded = new Map(answers.flatMap(parsed))
  try {
    return draw()
  } finally {
    embedded = new Map()
  }
}

/** The embedded answer for `url` (as the API client builds it), once; undefined otherwise. */
export function takeInitialData<T>(url: string): T | undefined {
  if (!embedded.has(url)) return undefined
  const body = embedded.get(url)
  embedded.delete(url)
  return body as T
}
