import type { CatalogPage, SearchGroup } from '@pasar/shared'
import { describe, expect, it } from 'vitest'
import { productImages } from '../../src/db/schema/index.ts'
import { minutesAgo, setupShop } from '../helpers/catalogue.ts'
import { createProduct } from '../helpers/builders.ts'

const shop = await setupShop('Clothing', 'Sports')
const { app, store } = shop
const [clothing, sports] = shop.categories

const make = (name: string, price: number, age: number, extra: object = {}) =>
  createProduct(app, store.id, {
    categoryId: clothing.id,
    name,
    price,
    createdAt: minutesAgo(age),
    ...extra,
  })
await make('Kaos Polos Hitam', 79_000, 50)
const exact = await make('Kaos Polos', 99_000, 40)
await make('Kaos Oversize Putih', 129_000, 30)
await make('Kemeja Polos Biru', 159_000, 20)
// Mentions 'kaos' in its description only: a shopper asking for kaos never wants it.
await make('Botol Minum Sport', 69_000, 10, {
  categoryId: sports.id,
  description: 'Botol minum 750 ml, cocok dibawa bersama kaos olahraga.',
})
// Near 'kaos' by trigrams, but two letters away: never a correction of it.
await make('Kawi Sports Bottle', 89_000, 5, { categoryId: sports.id })
await app.db
  .insert(productImages)
  .values({ productId: exact.id, position: 0, key: 'products/kaos' })

async function page(query: string) {
  const res = await app.inject({ method: 'GET', url: `/api/v1/products?${query}` })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<CatalogPage>()
}
const names = async (query: string) => (await page(query)).data.map((p) => p.name)

describe('GET /api/v1/products?q=', () => {
  it('finds only products named with the word, never a description mention', async () => {
    const found = await page('q=kaos&limit=10')
    expect(found.data.map((p) => p.name).sort()).toEqual([
      'Kaos Oversize Putih',
      'Kaos Polos',
      'Kaos Polos Hitam',
    ])
    expect(found.pagination).toMatchObject({ totalItems: 3, hasNextPage: false })
  })

  it('puts the exact name first, then names with every word', async () => {
    expect(await names('q=kaos%20polos&limit=10')).toEqual(['Kaos Polos', 'Kaos Polos Hitam'])
    expect(await names('q=KAOS polos!&limit=10')).toEqual(['Kaos Polos', 'Kaos Polos Hitam'])
  })

  it('falls back to names with some word only when none holds them all', async () => {
    expect((await names('q=polos%20sport&limit=10')).sort()).toEqual([
      'Botol Minum Sport',
      'Kaos Polos',
      'Kaos Polos Hitam',
      'Kawi Sports Bottle',
      'Kemeja Polos Biru',
    ])
  })

  it('still finds a word with a one-letter typo', async () => {
    expect((await names('q=kaoz&limit=10')).sort()).toEqual([
      'Kaos Oversize Putih',
      'Kaos Polos',
      'Kaos Polos Hitam',
    ])
    expect(await names('q=kemeja%20poloss&limit=10')).toEqual(['Kemeja Polos Biru'])
    expect(await names('q=kaso&limit=10')).not.toContain('Kawi Sports Bottle')
    expect(await names('q=kqws&limit=10')).toEqual([])
  })

  it('pages through every match, sorted and priced like a listing', async () => {
    expect(await names('q=kaos&sort=price_asc&limit=10')).toEqual([
      'Kaos Polos Hitam',
      'Kaos Polos',
      'Kaos Oversize Putih',
    ])
    const first = await page('q=kaos&sort=price_desc&limit=2')
    expect(first.data.map((p) => p.name)).toEqual(['Kaos Oversize Putih', 'Kaos Polos'])
    expect(first.pagination).toMatchObject({ totalItems: 3, totalPages: 2, hasNextPage: true })
    const second = await page(
      `q=kaos&sort=price_desc&limit=2&page=2&snapshot=${first.pagination.snapshot}`,
    )
    expect(second.data.map((p) => p.name)).toEqual(['Kaos Polos Hitam'])
    expect(await names('q=kaos&minPrice=90000&maxPrice=130000&sort=price_asc')).toEqual([
      'Kaos Polos',
      'Kaos Oversize Putih',
    ])
  })

  it('answers an empty page for words that resemble no product', async () => {
    const none = await page('q=zzqxv')
    expect(none.data).toEqual([])
    expect(none.pagination).toMatchObject({ totalItems: 0, totalPages: 0, hasNextPage: false })
  })

  it('refuses bad input as the listings do', async () => {
    for (const query of ['q=kaos&sort=best', 'q=kaos&minPrice=-5', 'q=', 'q=a%00b']) {
      const res = await app.inject({ method: 'GET', url: `/api/v1/products?${query}` })
      expect(res.statusCode, query).toBe(400)
    }
  })
})

describe('the search dialog', () => {
  it('shows each product with its price, first image and store', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/products/search?query=kaos polos' })
    const groups = res.json<{ data: SearchGroup[] }>().data
    expect(groups[0]?.products[0]).toEqual({
      id: exact.id,
      uuid: exact.uuid,
      name: 'Kaos Polos',
      price: 99_000,
      image: '/uploads/products/kaos/1024.webp',
      store: { name: store.name, slug: store.slug },
    })
  })
})
