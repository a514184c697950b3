import { useCallback, useMemo } from 'react'
import { LOCALES, type Language } from './language.ts'
import { currentLanguage, useLanguage } from './index.ts'

export { formatNumber } from './numbers.ts'

type DateInput = string | number | Date

function dateFormatter(language: Language, options: Intl.DateTimeFormatOptions) {
  const format = new Intl.DateTimeFormat(LOCALES[language], options)
  return (value: DateInput) => format.format(new Date(value))
}

/** A date formatter in the language shown (id-ID for Indonesian), re-made when it changes. */
export function useDateFormat(options: Intl.DateTimeFormatOptions) {
  const language = useLanguage()
  const key = JSON.stringify(options)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `options`
  return useMemo(() => dateFormatter(language, options), [language, key])
}

/** Dates with their time: '23 Nov 2026, 14:05' in the reader's time zone and language. */
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }

/** The order and voucher screens' date-and-time formatter, re-made when the language changes. */
export function useDateTimeFormat(): (value: DateInput) => string {
  return useDateFormat(DATE_TIME)
}

/**
 * A calendar day written 'YYYY-MM-DD' (the operator's figures), in the language shown: '29 Nov'
 * in both languages; `weekday` adds it ('Sun 29 Nov', 'Min, 29 Nov'), `year` adds the year. The
 * day is read as written, whatever the reader's time zone.
 */
export function useDayFormat({ weekday = false, year = false } = {}) {
  return useDateFormat({
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
    ...(weekday ? { weekday: 'short' } : {}),
    ...(year ? { year: 'numeric' } : {}),
  })
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

/** The months as `{ month: 'short' }` writes them in en-GB ('Sept') and id-ID ('Agu'). */
const SHORT_MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  id: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
}

/** Month and year as `Intl.DateTimeFormat` writes them in either language, for `value`'s time zone. */
export function formatMonthYear(value: DateInput, language: Language): string {
  const date = new Date(value)
  return `${MONTHS[language][date.getMonth()]} ${date.getFullYear()}`
}

/** '5 Sept 2026' ('5 Sep 2026'): `{ day: 'numeric', month: 'short', year: 'numeric' }` in either language. */
export function formatShortDate(value: DateInput, language: Language): string {
  const date = new Date(value)
  return `${date.getDate()} ${SHORT_MONTHS[language][date.getMonth()]} ${date.getFullYear()}`
}

/**
 * Dates in the language shown, written without `Intl.DateTimeFormat`, for pages Lighthouse
 * measures: the first date a page formats through Intl loads the browser's date data, about
 * 90 ms of the main thread on a desktop and four times that on a phone (docs/decisions/0961).
 * 'November 2026' for the store page's 'Joined'; '5 Sept 2026' for the product page's reviews.
 */
function useLanguageFormat(format: (value: DateInput, language: Language) => string) {
  const language = useLanguage()
  return useCallback((value: DateInput) => format(value, language), [format, language])
}

export const useMonthYearFormat = () => useLanguageFormat(formatMonthYear)
export const useShortDateFormat = () => useLanguageFormat(formatShortDate)
