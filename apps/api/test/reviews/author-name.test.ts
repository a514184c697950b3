import { describe, expect, it } from 'vitest'
import { shortenName } from '../../src/modules/reviews/author-name.ts'

describe('shortenName', () => {
  it('keeps the first and the last letter', () => {
    expect(shortenName('Budi')).toBe('B***i')
    expect(shortenName('Siti Rahayu')).toBe('S***u')
    expect(shortenName('  Ayu  ')).toBe('A***u')
  })

  it('shows a one-letter name with the stars and a blank one as Buyer', () => {
    expect(shortenName('A')).toBe('A***')
    expect(shortenName('   ')).toBe('Buyer')
    expect(shortenName('')).toBe('Buyer')
  })

  it('counts letters as the reader sees them', () => {
    expect(shortenName('Élodie')).toBe('É***e')
    expect(shortenName('😀 Joy 😎')).toBe('😀***😎')
  })
})
