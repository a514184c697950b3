import i18next from 'i18next'
import { useMemo, useSyncExternalStore } from 'react'
import { formatNumber } from './numbers.ts'
import { followDocumentLanguage, initialLanguage, LANGUAGES, type Language } from './language.ts'

// One i18next instance for the whole web app (docs/decisions/0998-i18n-with-i18next.md). Each
// feature brings its own catalogue (a namespace) with its code, so a route's chunk carries only
// the texts it shows. React reads it through `useLanguage` (docs/decisions/0978).
void i18next.init({
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  resources: {},
  initAsync: false,
  // Flat catalogues: a key may contain dots; '{{name}}' placeholders; React escapes the values.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
})
// '{{count, number}}' reads the Indonesian way in both languages, as prices do (numbers.ts).
i18next.services.formatter?.add('number', (value: number) => formatNumber(value))
followDocumentLanguage(i18next.language)
i18next.on('languageChanged', followDocumentLanguage)

export const i18n = i18next

/** The language now shown. */
export function currentLanguage(): Language {
  return i18next.language === 'id' ? 'id' : 'en'
}

function onLanguageChange(listener: () => void) {
  i18next.on('languageChanged', listener)
  return () => i18next.off('languageChanged', listener)
}

/** The language shown, in a component: it renders again when the language changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage)
}

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other'
/** A catalogue key without its plural suffix: `t('sold', { count })` finds `sold_one`/`sold_other`. */
type BaseKey<K extends string> = K extends `${infer B}_${PluralSuffix}` ? B : K

/** Values for a text's placeholders; `count` also picks the plural form. */
export type TextValues = Record<string, unknown> & { count?: number }
export type Translate<K extends string> = (key: K, values?: TextValues) => string

/**
 * Registers a feature's catalogue (its English and Indonesian texts) as namespace `ns`, and gives
 * its translators: `useT()` in components (re-renders when the language changes) and `t` for code
 * outside React (toasts, formatters). The keys are checked against the English catalogue.
 */
export function catalog<const E extends Record<string, string>>(
  ns: string,
  en: E,
  id: Record<string, string>,
) {
  type Key = BaseKey<Extract<keyof E, string>>
  i18next.addResourceBundle('en', ns, en, true, true)
  i18next.addResourceBundle('id', ns, id, true, true)
  // Bound to the namespace, never to a language: each call reads the language shown then.
  const t = i18next.getFixedT(null, ns) as unknown as Translate<Key>
  function useT() {
    const language = useLanguage()
    // Fixed to the language shown, so what a component memoizes on `t` follows the language.
    const translate = useMemo(
      () => i18next.getFixedT(language, ns) as unknown as Translate<Key>,
      [language],
    )
    return { t: translate, language }
  }
  return { t, useT, en, id }
}
