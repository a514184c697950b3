import { describe, expect, it } from 'vitest'
import { formatIDR } from './money.ts'
import { formatDecimal } from './numbers.ts'

/** Deterministic values: integers, decimals, halves and ties at the third decimal, negatives. */
function samples(): number[] {
  let seed = 20261127
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31
    return seed / 2 ** 31
  }
  const values = [0, -0, 1, 5, 999, 1_000, 12_345, 1_000_000, 2_147_483_647, 0.5, 1.5, 2.5, -2.5]
  values.push(1.0005, 2.0005, 4.9995, 0.0004, -0.0004, 1234.5678, 999.9995, 1e15 + 0.5)
  for (let i = 0; i < 2_000; i += 1) {
    const magnitude = 10 ** Math.floor(random() * 13)
    const value = random() * magnitude
    values.push(Math.round(value), Math.round(value * 1000) / 1000, value, -value)
    values.push(
      Math.floor(value) + 0.5,
      Math.floor(value) + Math.floor(random() * 1000) / 1000 + 0.0005,
    )
  }
  return values
}

/** One formatter per locale and precision: `toLocaleString` would build one for every call. */
const formatters = new Map<string, Intl.NumberFormat>()
function intl(locale: string, digits: number) {
  const key = `${locale} ${digits}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { maximumFractionDigits: digits })
    formatters.set(key, formatter)
  }
  return formatter
}

describe('formatDecimal', () => {
  it('writes every number as Intl does in id-ID and en-US', () => {
    const differences: string[] = []
    for (const value of samples()) {
      for (const digits of [0, 1, 3]) {
        for (const [language, locale] of [
          ['id', 'id-ID'],
          ['en', 'en-US'],
        ] as const) {
          const ours = formatDecimal(value, language, digits)
          const theirs = intl(locale, digits).format(value)
          if (ours !== theirs)
            differences.push(`${value} (${locale}, ${digits}): ${ours} ≠ ${theirs}`)
        }
      }
    }
    expect(differences).toEqual([])
  })

  it('reads counts, prices and ratings the Indonesian way', () => {
    expect(formatDecimal(1234)).toBe('1.234')
    expect(formatDecimal(4.5)).toBe('4,5')
    expect(formatDecimal(1_234_567.5, 'en')).toBe('1,234,567.5')
  })
})

describe('formatIDR', () => {
  it('writes rupiah as Intl does in id-ID, with a plain space after Rp', () => {
    const idr = new Intl.NumberFormat('id-ID', {
      style: 'currency',
      currency: 'IDR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    })
    const differences = samples().flatMap((value) => {
      const ours = formatIDR(value)
      const theirs = idr.format(value).replace(/\u00a0/g, ' ')
      return ours === theirs ? [] : [`${value}: ${ours} ≠ ${theirs}`]
    })
    expect(differences).toEqual([])
  })
})
