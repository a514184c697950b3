import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@pasar/shared'
import i18next from 'i18next'
import en from './en.json' with { type: 'json' }
import id from './id.json' with { type: 'json' }

// Every word a mail says comes from the catalogues beside this file, one per language
// (docs/decisions/0999-user-language-and-mails.md); the templates only arrange them.

/** A key of the mail catalogues. en.json names them; id.json has the same (a test holds it). */
export type MailKey = keyof typeof en
export type MailValues = Record<string, string | number>

export const MAIL_CATALOGUES = { en, id } satisfies Record<Language, Record<MailKey, string>>

const i18n = i18next.createInstance()
void i18n.init({
  resources: Object.fromEntries(
    LANGUAGES.map((language) => [language, { translation: MAIL_CATALOGUES[language] }]),
  ),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // The catalogues are flat ("shipped.subject" is one key) and already loaded: no waiting.
  keySeparator: false,
  nsSeparator: false,
  initAsync: false,
  // Values are placed as they are; the html tag escapes them where the mail is HTML.
  interpolation: { escapeValue: false },
})

// Pasar's buyers and sellers are in Indonesia: deadlines are given in Western Indonesia Time.
const LOCALES: Record<Language, string> = { en: 'en-GB', id: 'id-ID' }

/** What a template needs to write in one language. */
export interface MailText {
  language: Language
  t(key: MailKey, values?: MailValues): string
  /** "12 Mar 2026, 14:05 WIB"; in Indonesian "12 Mar 2026, 14.05 WIB". */
  deadline(date: Date): string
  /** "Toko A", "Toko A and Toko B", "Toko A, Toko B and Toko C" ("… dan …" in Indonesian). */
  list(names: string[]): string
}

function makeMailText(language: Language): MailText {
  const fixed = i18n.getFixedT(language)
  const t = (key: MailKey, values?: MailValues) => String(fixed(key, values ?? {}))
  const dateTime = new Intl.DateTimeFormat(LOCALES[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Jakarta',
  })
  return {
    language,
    t,
    deadline: (date) => `${dateTime.format(date)} WIB`,
    list: (names) =>
      names.length <= 1
        ? (names[0] ?? '')
        : t('common.list', { rest: names.slice(0, -1).join(', '), last: names.at(-1) ?? '' }),
  }
}

const texts = Object.fromEntries(
  LANGUAGES.map((language) => [language, makeMailText(language)]),
) as Record<Language, MailText>

/** The mail text of a language; English when none is given. */
export const mailText = (language: Language = DEFAULT_LANGUAGE): MailText => texts[language]
