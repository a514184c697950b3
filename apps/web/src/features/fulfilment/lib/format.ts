import { formatDate, useDateFormat } from '@/i18n/format.ts'

/** Dates on order screens: '23 Nov 2026, 14:05' in the shopper's own time zone and language. */
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }

/** The order screens' date formatter in the language shown, re-made when it changes. */
export function useDateTimeFormat(): (iso: string) => string {
  return useDateFormat(DATE_TIME)
}

/** The same outside React, in the language shown now. */
export function formatDateTime(iso: string): string {
  return formatDate(iso, DATE_TIME)
}
