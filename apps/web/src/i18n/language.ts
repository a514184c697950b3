import { LANGUAGE_COOKIE, linkedLanguage, preferredLanguage } from '@pasar/shared'

/**
 * The interface language (docs/architecture.md#languages): the one the page's link names
 * (`?lang=`), else the user's choice, kept in this browser, else the browser's own preference,
 * else English.
 */
export const LANGUAGES = ['en', 'id'] as const
export type Language = (typeof LANGUAGES)[number]

/** Each language's name in itself, for the switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', id: 'Bahasa Indonesia' }

/** The `Intl` locale for dates and numbers in each language; rupiah is always id-ID. */
export const LOCALES: Record<Language, string> = { en: 'en-GB', id: 'id-ID' }

const STORAGE_KEY = 'pasar:language'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** The language kept from the user's own choice in this browser, if any. */
export function chosenLanguage(): Language | undefined {
  try {
    const kept = globalThis.localStorage?.getItem(STORAGE_KEY)
    return isLanguage(kept) ? kept : undefined
  } catch {
    return undefined
  }
}

export function keepLanguage(language: Language) {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, language)
  } catch {
    // Private mode without storage: the choice holds for this page only.
  }
  shareWithServer(language)
}

/**
 * The choice in a cookie too, so the server draws the next page's first screen in it
 * (docs/decisions/0963-first-screen-drawn-by-the-server.md). A year, like the choice itself.
 */
export function shareWithServer(language: Language) {
  if (typeof document === 'undefined') return
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`
}

/** The browser's preference: Indonesian when it comes before English in its list. */
export function browserLanguage(): Language {
  return preferredLanguage(
    globalThis.navigator?.languages ?? [globalThis.navigator?.language ?? 'en'],
  )
}

/**
 * `<html lang>` says `language`. Only written when it changes: writing it restyles the whole
 * page, and the server already wrote it on a page it drew (docs/decisions/0963).
 */
export function followDocumentLanguage(language: string) {
  if (typeof document === 'undefined') return
  if (document.documentElement.lang !== language) document.documentElement.lang = language
}

/**
 * The language the address the app started at names (`?lang=id`), as the server read it for the
 * page it drew. Only for this visit: it is not kept as the user's choice.
 */
export function addressLanguage(): Language | undefined {
  return linkedLanguage(new URLSearchParams(globalThis.location?.search ?? ''))
}

export function initialLanguage(): Language {
  return addressLanguage() ?? chosenLanguage() ?? browserLanguage()
}
