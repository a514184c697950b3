import { useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { LOCALES, type Language } from './language.ts'
import { currentLanguage } from './index.ts'

export { formatNumber } from './numbers.ts'

type DateInput = string | number | Date

function dateFormatter(language: Language, options: Intl.DateTimeFormatOptions) {
  const format = new Intl.DateTimeFormat(LOCALES[language], options)
  return (value: DateInput) => format.format(new Date(value))
}

/** A date formatter in the language shown (id-ID for Indonesian), re-made when it changes. */
export function useDateFormat(options: Intl.DateTimeFormatOptions) {
  const { i18n } = useTranslation()
  const language: Language = i18n.language === 'id' ? 'id' : 'en'
  const key = JSON.stringify(options)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `options`
  return useMemo(() => dateFormatter(language, options), [language, key])
}

/** The same outside React (toasts, CSV), in the language shown now. */
export function formatDate(value: DateInput, options: Intl.DateTimeFormatOptions): string {
  return dateFormatter(currentLanguage(), options)(value)
}

const MONTHS: Record<Language, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  id: [
    'Januari',
    'Februari',
    'Maret',
    'April',
    'Mei',
    'Juni',
    'Juli',
    'Agustus',
    'September',
    'Oktober',
    'November',
    'Desember',
  ],
}

/** Month and year as `Intl.DateTimeFormat` writes them in either language, for `value`'s time zone. */
export function formatMonthYear(value: DateInput, language: Language): string {
  const date = new Date(value)
  return `${MONTHS[language][date.getMonth()]} ${date.getFullYear()}`
}

/**
 * 'November 2026' ('Desember 2026' in Indonesian) in the language shown: what
 * `useDateFormat({ month: 'long', year: 'numeric' })` writes, without loading the browser's date
 * data in the first render of the page that shows it (the store page; docs/decisions/0961).
 */
export function useMonthYearFormat() {
  const { i18n } = useTranslation()
  const language: Language = i18n.language === 'id' ? 'id' : 'en'
  return useCallback((value: DateInput) => formatMonthYear(value, language), [language])
}
