import { describe, expect, it } from 'vitest'

// Every catalogue of the web app: features/*/i18n, app/i18n, components/ui/i18n, i18n/common.
const files = import.meta.glob<Record<string, string>>('/src/**/i18n/*.json', {
  eager: true,
  import: 'default',
})

const catalogs = Object.entries(files)
  .filter(([path]) => path.endsWith('/en.json'))
  .map(([path, en]) => {
    const folder = path.slice(0, -'/en.json'.length)
    return { folder, en, id: files[`${folder}/id.json`] }
  })

const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '')
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort()

/**
 * Texts that read the same in Indonesian: names, and words Indonesian shoppers use as they are.
 * Any other text equal in both catalogues is a translation someone forgot.
 */
const SAME_IN_BOTH = new Set([
  'Pasar',
  'Checkout',
  'Email',
  'Wishlist',
  'Admin',
  'Google',
  'Midtrans',
  'Rating',
  'Status',
  'Total',
  'Subtotal',
  'Label',
  'Username',
  'Id',
  'ID',
  'CSV',
  'Online',
  'Demo',
  'Voucher',
  'Dashboard',
  'Login',
  'Logo',
  'OK',
  'Bank',
  'Audit',
  'Operator',
  'SKU',
  'laptop',
  'sofa',
  'gamepad',
])

describe('web catalogs', () => {
  it('are found', () => {
    expect(catalogs.length).toBeGreaterThan(3)
  })

  it.each(catalogs.map((c) => [c.folder, c] as const))(
    '%s: Indonesian has every English key, and no other',
    (_folder, { en, id }) => {
      expect(id, 'id.json next to en.json').toBeDefined()
      expect(new Set(Object.keys(id ?? {}).map(base))).toEqual(new Set(Object.keys(en).map(base)))
    },
  )

  it.each(catalogs.map((c) => [c.folder, c] as const))(
    '%s: each translation keeps the placeholders and tags of its English text',
    (_folder, { en, id = {} }) => {
      for (const [key, text] of Object.entries(en)) {
        const translation = id[key] ?? id[`${base(key)}_other`] ?? ''
        expect(placeholders(translation), key).toEqual(placeholders(text))
      }
    },
  )

  it.each(catalogs.map((c) => [c.folder, c] as const))(
    '%s: every text is translated (names aside)',
    (_folder, { en, id = {} }) => {
      const untranslated = Object.entries(en)
        .filter(([key, text]) => id[key] === text && !SAME_IN_BOTH.has(text.trim()))
        .filter(([, text]) => /\p{L}{2}/u.test(text))
        .map(([key]) => key)
      expect(untranslated).toEqual([])
    },
  )
})
