import { formatDecimal } from '@pasar/shared'

/** Counts read the Indonesian way in both languages, as rupiah do: 1.234 (docs/product.md#money). */
export function formatNumber(value: number): string {
  return formatDecimal(value)
}
