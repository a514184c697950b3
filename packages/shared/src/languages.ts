/** The interface languages (docs/architecture.md#languages). */
export type InterfaceLanguage = 'en' | 'id'

/**
 * The language a browser prefers, from its language tags in order (`navigator.languages`, or
 * an Accept-Language header's tags without their weights): Indonesian when it comes before
 * English, else English. `in` is Indonesian's older code. The web app starts in it, and the
 * server draws a page's first screen in it (docs/decisions/0963), so both read it here.
 */
export function preferredLanguage(tags: readonly string[]): InterfaceLanguage {
  for (const tag of tags) {
    const base = tag.trim().toLowerCase().split('-')[0]
    if (base === 'id' || base === 'in') return 'id'
    if (base === 'en') return 'en'
  }
  return 'en'
}

/**
 * The query parameter a link names its language with (`/product/x?lang=id`): it wins over the
 * browser's kept choice and its preference, for that visit only, on the server's page and in the
 * app alike, so each language of a page has an address of its own (docs/architecture.md#languages).
 */
export const LANGUAGE_PARAM = 'lang'

/** The language `search` (a URL's query) names with LANGUAGE_PARAM, if it names one. */
export function linkedLanguage(search: URLSearchParams): InterfaceLanguage | undefined {
  const named = search.get(LANGUAGE_PARAM)
  return named === 'en' || named === 'id' ? named : undefined
}
