import { describe, expect, it } from 'vitest'
import { stem, stemCandidates } from '../../src/modules/search/stem.ts'

describe('the Indonesian stemmer', () => {
  it('takes off prefixes, suffixes, particles and possessives', () => {
    expect(stem('berbaju')).toBe('baju')
    expect(stem('celananya')).toBe('celana')
    expect(stem('dijual')).toBe('jual')
    expect(stem('bajulah')).toBe('baju')
    expect(stem('menulis')).toBe('tulis')
    expect(stem('terjual')).toBe('jual')
  })

  it('keeps one half of a doubled word', () => {
    expect(stem('baju-baju')).toBe('baju')
    expect(stemCandidates('t-shirt')).toEqual(['t-shirt'])
  })

  it('puts back the letter a nasal prefix swallowed, checked against the dictionary', () => {
    const roots = new Set(['pakai', 'sapu', 'kirim', 'jual', 'celana'])
    const known = (form: string) => roots.has(form)
    expect(stem('memakai', known)).toBe('pakai')
    expect(stem('menyapu', known)).toBe('sapu')
    expect(stem('mengirimkan', known)).toBe('kirim')
    expect(stem('penjualan', known)).toBe('jual')
  })

  it('keeps a word the dictionary knows, and short words', () => {
    // Without a dictionary 'sepatu' would lose 'se-' and 'perak' 'pe-': the search always asks one.
    const roots = new Set(['sepatu', 'tangan', 'perak'])
    const known = (form: string) => roots.has(form)
    expect(stem('sepatu', known)).toBe('sepatu')
    expect(stem('sepatunya', known)).toBe('sepatu')
    expect(stem('tangan', known)).toBe('tangan')
    expect(stem('perak', known)).toBe('perak')
    expect(stem('tas')).toBe('tas')
  })
})
