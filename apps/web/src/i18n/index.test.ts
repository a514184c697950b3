import { afterEach, describe, expect, it } from 'vitest'
import { catalog, currentLanguage, i18n } from './index.ts'

const { t } = catalog(
  'i18n-test',
  { things_one: '{{count, number}} thing', things_other: '{{count, number}} things', hi: 'Hello' },
  { things_other: '{{count, number}} barang', hi: 'Halo' },
)

afterEach(() => i18n.changeLanguage('en'))

describe('catalog', () => {
  it('writes counts the Indonesian way and picks the plural form in English', () => {
    expect(t('things', { count: 1 })).toBe('1 thing')
    expect(t('things', { count: 1234 })).toBe('1.234 things')
  })

  it('follows the language shown, and <html lang> with it', async () => {
    await i18n.changeLanguage('id')
    expect(currentLanguage()).toBe('id')
    expect(document.documentElement.lang).toBe('id')
    expect(t('hi')).toBe('Halo')
    expect(t('things', { count: 1 })).toBe('1 barang')
    expect(t('things', { count: 2000 })).toBe('2.000 barang')
  })
})
