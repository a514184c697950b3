/**
 * Numbers written as `Intl.NumberFormat` writes them in id-ID (1.234.567,5) and en-US
 * (1,234,567.5), without Intl. The first id-ID format in a browser loads that locale's data:
 * about 40 ms of the main thread on a desktop, four times that on a phone, during the first paint
 * of every page with a price (docs/decisions/0961-numbers-without-intl.md). Finite numbers below
 * 1e21 only, which is every price, count and rating Pasar shows.
 */

const SEPARATORS = {
  id: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
} as const

export type NumberStyle = keyof typeof SEPARATORS

/** Adds one to a string of decimal digits, keeping its length unless it carries over. */
function increment(digits: string): string {
  return (BigInt(digits) + 1n).toString().padStart(digits.length, '0')
}

/**
 * `abs`'s whole and fraction digits rounded half away from zero to `fractionDigits`, from its
 * shortest decimal form as Intl rounds it (1.0005 → 1.001, where toFixed gives 1.000).
 */
function roundedDigits(abs: number, fractionDigits: number): [string, string] {
  const text = String(abs)
  if (/e/i.test(text)) {
    const [whole = '0', fraction = ''] = abs.toFixed(fractionDigits).split('.')
    return [whole, fraction]
  }
  const [whole = '0', fraction = ''] = text.split('.')
  if (fraction.length <= fractionDigits) return [whole, fraction]
  const kept = whole + fraction.slice(0, fractionDigits)
  const rounded = Number(fraction[fractionDigits]) >= 5 ? increment(kept) : kept
  const split = rounded.length - fractionDigits
  return [rounded.slice(0, split), rounded.slice(split)]
}

/** Below zero, -0 included: Intl writes both with a minus. */
export const isNegative = (value: number) => value < 0 || Object.is(value, -0)

/** `value` with its digits grouped by threes and at most `maximumFractionDigits` decimals. */
export function formatDecimal(
  value: number,
  style: NumberStyle = 'id',
  maximumFractionDigits = 3,
): string {
  if (!Number.isFinite(value)) return String(value)
  const { group, decimal } = SEPARATORS[style]
  const [whole, fraction] = roundedDigits(Math.abs(value), maximumFractionDigits)
  const kept = fraction.replace(/0+$/, '')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)
  const sign = isNegative(value) ? '-' : ''
  return `${sign}${grouped}${kept ? `${decimal}${kept}` : ''}`
}
