import { LISTING_SORTS, type CatalogPage, type Product } from '@pasar/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { products } from '../../src/db/schema/index.ts'
import { minutesAgo, setupShop } from '../helpers/catalogue.ts'
import { createProduct } from '../helpers/builders.ts'

const shop = await setupShop('Bags')
const { app, store } = shop
const [bags] = shop.categories

// Four bags, newest first: tote (250k), sling (90k), duffel (400k), clutch (90k).
const made = [
  ['Clutch', 90_000, 40],
  ['Duffel', 400_000, 30],
  ['Sling', 90_000, 20],
  ['Tote', 250_000, 10],
] as const
for (const [name, price, age] of made) {
  await createProduct(app, store.id, {
    categoryId: bags.id,
    name: `${name} Bag`,
    price,
    createdAt: minutesAgo(age),
  })
}
// Reviews are another module's: their tallies are written here directly.
async function rate(name: string, count: number, total: number) {
  await app.db
    .update(products)
    .set({ ratingCount: count, ratingTotal: total })
    .where(eq(products.name, name))
}
await rate('Duffel Bag', 3, 14) // 4.7
await rate('Sling Bag', 10, 47) // 4.7, more reviews
await rate('Clutch Bag', 1, 5) // 5.0

async function get(url: string) {
  const res = await app.inject({ method: 'GET', url })
  return {
    status: res.statusCode,
    body: res.json<CatalogPage & { message?: string; errors?: { path: string }[] }>(),
  }
}
const names = async (url: string) => {
  const { status, body } = await get(url)
  expect(status, JSON.stringify(body)).toBe(200)
  return body.data.map((p: Product) => p.name.replace(' Bag', ''))
}
const routes = [`/api/v1/products/category/${bags.slug}`, `/api/v1/stores/${store.slug}/products`]

describe('sorting a listing', () => {
  it.each(routes)('orders %s by each sort, ties newest first', async (route) => {
    expect(await names(`${route}?limit=10`)).toEqual(['Tote', 'Sling', 'Duffel', 'Clutch'])
    expect(await names(`${route}?limit=10&sort=newest`)).toEqual([
      'Tote',
      'Sling',
      'Duffel',
      'Clutch',
    ])
    expect(await names(`${route}?limit=10&sort=price_asc`)).toEqual([
      'Sling',
      'Clutch',
      'Tote',
      'Duffel',
    ])
    expect(await names(`${route}?limit=10&sort=price_desc`)).toEqual([
      'Duffel',
      'Tote',
      'Sling',
      'Clutch',
    ])
    // Average first (one decimal), then how many reviews, then newest; unrated last.
    expect(await names(`${route}?limit=10&sort=rating`)).toEqual([
      'Clutch',
      'Sling',
      'Duffel',
      'Tote',
    ])
  })

  it('pages a sorted listing with the exact totals', async () => {
    const route = `${routes[0]}?sort=price_asc&limit=3`
    const first = await get(route)
    expect(first.body.pagination).toMatchObject({
      currentPage: 1,
      hasNextPage: true,
      totalPages: 2,
      totalItems: 4,
    })
    const second = await get(`${route}&page=2&snapshot=${first.body.pagination.snapshot}`)
    expect(second.body.data.map((p) => p.name)).toEqual(['Duffel Bag'])
    expect(second.body.pagination).toMatchObject({ hasNextPage: false, totalItems: 4 })
  })

  it('shows the rating and sold figures on every product', async () => {
    const { body } = await get(`${routes[0]}?sort=rating&limit=10`)
    expect(body.data.map((p) => [p.rating, p.sold])).toEqual([
      [{ average: 5, count: 1 }, 0],
      [{ average: 4.7, count: 10 }, 0],
      [{ average: 4.7, count: 3 }, 0],
      [{ average: null, count: 0 }, 0],
    ])
  })
})

describe('a price range', () => {
  it.each(routes)('keeps %s to prices within it, both ends included', async (route) => {
    const { body } = await get(`${route}?minPrice=90000&maxPrice=250000&sort=price_desc`)
    expect(body.data.map((p) => p.price)).toEqual([250_000, 90_000, 90_000])
    expect(body.pagination).toMatchObject({ totalItems: 3, totalPages: 1, hasNextPage: false })
    expect(await names(`${route}?minPrice=250001`)).toEqual(['Duffel'])
    expect(await names(`${route}?maxPrice=89999`)).toEqual([])
    expect(await names(`${route}?minPrice=0&maxPrice=90000&limit=10`)).toEqual(['Sling', 'Clutch'])
  })

  it('applies to the whole catalogue, with its total', async () => {
    const { body } = await get('/api/v1/products?minPrice=400000&maxPrice=400000')
    expect(body.data.map((p) => p.name)).toEqual(['Duffel Bag'])
    expect(body.pagination.totalItems).toBe(1)
  })
})

describe('bad listing input', () => {
  const all = ['/api/v1/products', ...routes]

  it.each(all)('refuses an unknown sort on %s, naming the allowed ones', async (route) => {
    const { status, body } = await get(`${route}?sort=cheapest`)
    expect(status).toBe(400)
    expect(body.message).toContain(LISTING_SORTS.join(', '))
  })

  it.each(all)('refuses a price range upside down on %s', async (route) => {
    const { status, body } = await get(`${route}?minPrice=500000&maxPrice=100000`)
    expect(status).toBe(400)
    expect(body.message).toContain('Minimum price must not be greater than maximum price')
  })

  it.each([
    ['minPrice=-1', 'Minimum price must be a whole number'],
    ['maxPrice=abc', 'Maximum price must be a whole number'],
    ['minPrice=1.5', 'Minimum price must be a whole number'],
    ['maxPrice=', 'Maximum price must be a whole number'],
  ])('refuses %s', async (query, message) => {
    for (const route of all) {
      const { status, body } = await get(`${route}?${query}`)
      expect(status).toBe(400)
      expect(body.message).toContain(message)
    }
  })
})
