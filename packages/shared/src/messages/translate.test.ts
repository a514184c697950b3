import { describe, expect, it } from 'vitest'
import {
  bankAccountInputSchema,
  catalogListQuery,
  changePasswordFormSchema,
  createAddressSchema,
  createOrderSchema,
  createPayoutSchema,
  createProductSchema,
  registerSchema,
  resetPasswordFormSchema,
  storeAddressInputSchema,
} from '../index.ts'
import en from './en.json' with { type: 'json' }
import id from './id.json' with { type: 'json' }
import { toIndonesian } from './index.ts'
import { messageTranslator } from './translate.ts'

const base = (key: string) => key.replace(/_(one|other)$/, '')

describe('message catalogues', () => {
  it('have the same keys in English and Indonesian (plural forms aside)', () => {
    expect(new Set(Object.keys(id).map(base))).toEqual(new Set(Object.keys(en).map(base)))
  })

  it('keep every placeholder of the English template in the Indonesian one', () => {
    for (const [key, template] of Object.entries(en)) {
      const names = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()
      const target =
        (id as Record<string, string>)[key] ?? (id as Record<string, string>)[`${base(key)}_other`]
      expect(names(target ?? ''), key).toEqual(names(template))
    }
  })
})

describe('toIndonesian', () => {
  it.each([
    ['Postal code must be 5 digits', 'Kode pos harus 5 digit'],
    ['Recipient name must contain at least 3 character(s)', 'Nama penerima minimal 3 karakter'],
    ['Password must be at least 8 characters long.', 'Kata sandi minimal 8 karakter.'],
    ['Name must contain at most 40 character(s)', 'Nama maksimal 40 karakter'],
    ["Only 2 left of 'Kaos Polos'.", "Stok 'Kaos Polos' hanya tersisa 2."],
    [
      'Too many failed sign-in attempts. Try again in 1 second.',
      'Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam 1 detik.',
    ],
    [
      'Too many attempts. Please wait 30 seconds and try again.',
      'Terlalu banyak percobaan. Tunggu 30 detik lalu coba lagi.',
    ],
    ['You cannot buy from your own store.', 'Kamu tidak bisa membeli dari tokomu sendiri.'],
    ['Expected number, received string', 'Diharapkan number, diterima string'],
    ['1-2 days', '1-2 hari'],
    ['1 day', '1 hari'],
  ])('%s', (english, indonesian) => {
    expect(toIndonesian(english)).toBe(indonesian)
  })

  it('leaves a message it does not know as it is', () => {
    expect(toIndonesian('Kaos Polos')).toBe('Kaos Polos')
    expect(toIndonesian('')).toBe('')
  })

  it('translates a label inside a message only where the placeholder is a label', () => {
    // 'Price' is a label, but here it is a product's name and stays.
    expect(toIndonesian("Only 1 left of 'Price'.")).toBe("Stok 'Price' hanya tersisa 1.")
  })

  it('tries the most specific template first', () => {
    const translate = messageTranslator(
      { any: '{{label}} is wrong', specific: '{{label}} is wrong again' },
      { any: '{{label}} salah', specific: '{{label}} salah lagi' },
    )
    expect(translate('Name is wrong again')).toBe('Name salah lagi')
  })

  // Every message the shared schemas give for wrong input is in the catalogue: a new message
  // without its translation fails here.
  it.each([
    [
      'address',
      createAddressSchema,
      {
        recipientName: 'a',
        phone: '12',
        postalCode: 'x',
        province: '',
        city: '\u0000',
        district: 'd',
        street: 'st',
        label: 'x'.repeat(31),
      },
    ],
    ['empty address', createAddressSchema, {}],
    ['store address', storeAddressInputSchema, { phone: 1 }],
    [
      'registration',
      registerSchema,
      { email: 'x', username: 'a b', name: 'a', password: 'short', confirmPassword: 'other' },
    ],
    ['reset', resetPasswordFormSchema, { code: '1', password: 'a', confirmPassword: 'b' }],
    [
      'password change',
      changePasswordFormSchema,
      { currentPassword: '', newPassword: 'a', confirmPassword: 'b' },
    ],
    [
      'product',
      createProductSchema,
      { name: 'a', description: 'd', price: 'x', stock: -1, category: '' },
    ],
    ['listing', catalogListQuery, { sort: 'cheap', minPrice: '9', maxPrice: '1' }],
    ['order', createOrderSchema, { addressId: 'x', productIds: [1, 1], shipping: [] }],
    [
      'bank account',
      bankAccountInputSchema,
      { bankCode: 'x', accountNumber: '1', holderName: 'a' },
    ],
    ['payout', createPayoutSchema, { amount: 100 }],
  ] as const)('%s messages are translated', (_name, schema, input) => {
    const result = schema.safeParse(input)
    expect(result.success).toBe(false)
    for (const issue of result.error?.issues ?? []) {
      expect(toIndonesian(issue.message), issue.message).not.toBe(issue.message)
    }
  })
})
