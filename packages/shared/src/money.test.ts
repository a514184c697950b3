import { describe, expect, it } from 'vitest'
import { formatIDR } from './money.ts'

describe('formatIDR', () => {
  it.each([
    [0, 'Rp 0'],
    [1_000, 'Rp 1.000'],
    [1_500_000, 'Rp 1.500.000'],
    [100_000_000, 'Rp 100.000.000'],
  ])('formats %d as %s', (amount, text) => {
    expect(formatIDR(amount)).toBe(text)
  })

  it('uses a plain space after Rp and no decimals', () => {
    expect(formatIDR(2500.6)).toBe('Rp 2.501')
    expect(formatIDR(1)).not.toMatch(/\u00a0/)
  })
})
