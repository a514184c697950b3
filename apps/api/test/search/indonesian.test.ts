import type { SearchGroup } from '@pasar/shared'
import { describe, expect, it } from 'vitest'
import { setupShop } from '../helpers/catalogue.ts'
import { createProduct } from '../helpers/builders.ts'

const shop = await setupShop('Clothing', 'Jewellery', 'Sports')
const { app, store } = shop
const [clothing, jewellery, sports] = shop.categories

let age = 0
async function make(name: string, categoryId: number) {
  age += 1
  const createdAt = new Date(Date.now() - age * 60_000)
  return createProduct(app, store.id, {
    name,
    categoryId,
    description: 'Goes with a kaos.',
    createdAt,
  })
}

// Newest first, as listed.
for (const [category, named] of [
  [
    clothing,
    [
      'Kaos Polos Katun Combed 30s',
      'Graphic Tee Nusantara',
      'Kemeja Batik Pria Lengan Panjang',
      'Everyday Oxford Shirt',
      'Celana Chino Pria',
      'Baju Koko Pria',
    ],
  ],
  [sports, ['Sepatu Lari Pria', 'Street Sneakers', 'Kawi Insulated Sports Bottle']],
  [
    jewellery,
    ['Cincin Perak 925', 'Gold Hoop Earrings', 'Jam Tangan Kulit Klasik', 'Tas Tote Kanvas'],
  ],
] as const) {
  for (const name of named) await make(name, category.id)
}

async function page(q: string) {
  const res = await app.inject(`/api/v1/products?q=${encodeURIComponent(q)}&limit=100`)
  expect(res.statusCode).toBe(200)
  return res.json<{ data: Array<{ id: number; name: string }> }>().data
}
async function dialog(q: string) {
  const res = await app.inject(`/api/v1/products/search?query=${encodeURIComponent(q)}`)
  expect(res.statusCode).toBe(200)
  return res.json<{ data: SearchGroup[] }>().data
}
const names = async (q: string) => (await page(q)).map((p) => p.name).sort()

describe('search speaks Indonesian', () => {
  it('finds goods by their Indonesian and English words, both ways', async () => {
    expect(await names('kaos')).toEqual(['Graphic Tee Nusantara', 'Kaos Polos Katun Combed 30s'])
    expect(await names('t-shirt')).toEqual(['Graphic Tee Nusantara', 'Kaos Polos Katun Combed 30s'])
    expect(await names('shoes')).toEqual(['Sepatu Lari Pria', 'Street Sneakers'])
    expect(await names('sepatu')).toEqual(['Sepatu Lari Pria', 'Street Sneakers'])
    expect(await names('silver ring')).toEqual(['Cincin Perak 925'])
    expect(await names('cincin perak')).toEqual(['Cincin Perak 925'])
    expect(await names('anting')).toEqual(['Gold Hoop Earrings'])
    expect(await names('watch')).toEqual(['Jam Tangan Kulit Klasik'])
    expect(await names('jam tangan')).toEqual(['Jam Tangan Kulit Klasik'])
    expect(await names('bag')).toEqual(['Tas Tote Kanvas'])
    expect(await names('kemeja')).toEqual([
      'Everyday Oxford Shirt',
      'Kemeja Batik Pria Lengan Panjang',
    ])
  })

  it('brings nothing unrelated', async () => {
    expect(await names('kaos')).not.toContain('Kawi Insulated Sports Bottle')
    expect(await names('kemeja')).not.toContain('Kaos Polos Katun Combed 30s')
    expect(await names('tas')).toEqual(['Tas Tote Kanvas'])
    expect(await names('botol')).toEqual(['Kawi Insulated Sports Bottle'])
  })

  it('reads words with Indonesian affixes by their stem', async () => {
    expect(await names('berbaju')).toEqual(['Baju Koko Pria'])
    expect(await names('baju-baju')).toEqual(['Baju Koko Pria'])
    expect(await names('celananya')).toEqual(['Celana Chino Pria'])
    expect(await names('sepatunya')).toEqual(['Sepatu Lari Pria', 'Street Sneakers'])
  })

  it('keeps tolerating typos', async () => {
    expect(await names('kemaja')).toContain('Kemeja Batik Pria Lengan Panjang')
    expect(await names('cincn')).toEqual(['Cincin Perak 925'])
  })

  it('gives the dialog the results page’s first products, in its order', async () => {
    for (const q of [
      'kaos',
      'kemeja pria',
      'pria',
      'sepatu',
      'celananya',
      'cincin perak',
      'jam tangan',
      'shoes',
      'batk kemeja',
      'xyzzy',
      'k',
    ]) {
      const hits = (await dialog(q)).flatMap((g) => g.products.map((p) => p.id))
      const first = (await page(q)).slice(0, 20).map((p) => p.id)
      expect(hits.sort(), q).toEqual([...first].sort())
    }
  })
})
