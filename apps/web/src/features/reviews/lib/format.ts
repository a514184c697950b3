import { formatDecimal } from '@pasar/shared'
import type { Language } from '@/i18n/language.ts'

/** A review's date as shoppers read it: '23 Nov 2026' (id: '23 Nov 2026'), for `useDateFormat`. */
export const REVIEW_DATE: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
}

/**
 * A count as the reviews' counters show it: '2,000' in English (as the product spec says),
 * '2.000' in Indonesian.
 */
export function formatCount(value: number, language: Language): string {
  return formatDecimal(value, language)
}
