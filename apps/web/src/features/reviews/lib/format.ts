import { formatDecimal } from '@pasar/shared'
import type { Language } from '@/i18n/language.ts'

/**
 * A count as the reviews' counters show it: '2,000' in English (as the product spec says),
 * '2.000' in Indonesian.
 */
export function formatCount(value: number, language: Language): string {
  return formatDecimal(value, language)
}
