import { formatDecimal, isNegative } from './numbers.ts'

/**
 * Formats whole rupiah the Indonesian way: 1500000 → "Rp 1.500.000", -1500 → "-Rp 1.500", as
 * Intl's id-ID currency format does, with a plain space after "Rp" (Intl's is a no-break space)
 * to keep texts comparable in tests and copy; without Intl (numbers.ts).
 */
export function formatIDR(amount: number): string {
  const digits = formatDecimal(Math.abs(amount), 'id', 0)
  return `${isNegative(amount) ? '-' : ''}Rp ${digits}`
}
