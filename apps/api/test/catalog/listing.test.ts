import type { CatalogPage } from '@pasar/shared'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { productImages, products, stores } from '../../src/db/schema/index.ts'
import { minutesAgo, setupShop } from '../helpers/catalogue.ts'
import { createCategory, createProduct, createStore } from '../helpers/builders.ts'

const shop = await setupShop('Shoes', 'Hats')
const { app, seller, store } = shop
const [shoes, hats] = shop.categories

async function get(url: string) {
  const res = await app.inject({ method: 'GET', url })
  return { status: res.statusCode, body: res.json<CatalogPage & { message?: string }>() }
}

// Five shoes, newest first: shoe-0 … shoe-4; three hats.
const shoeRows: Array<Awaited<ReturnType<typeof createProduct>>> = []
for (let i = 4; i >= 0; i--) {
  shoeRows.push(
    await createProduct(app, store.id, {
      categoryId: shoes.id,
      name: `Shoe ${i}`,
      createdAt: minutesAgo(10 + i),
    }),
  )
}
for (let i = 0; i < 3; i++) {
  await createProduct(app, store.id, {
    categoryId: hats.id,
    name: `Hat ${i}`,
    createdAt: minutesAgo(100 + i),
  })
}
await app.db.insert(productImages).values([
  { productId: shoeRows[4]?.id ?? 0, position: 1, key: 'products/second' },
  { productId: shoeRows[4]?.id ?? 0, position: 0, key: 'products/first' },
])

describe('GET /api/v1/products/category/{slug}', () => {
  it('pages through a category newest first with exact paging figures', async () => {
    const first = await get('/api/v1/products/category/shoes?page=1&limit=2')
    expect(first.status).toBe(200)
    expect(first.body.data.map((p) => p.name)).toEqual(['Shoe 0', 'Shoe 1'])
    expect(first.body.pagination).toMatchObject({
      currentPage: 1,
      hasNextPage: true,
      totalPages: 3,
      totalItems: 5,
    })
    const last = await get('/api/v1/products/category/shoes?page=3&limit=2')
    expect(last.body.data.map((p) => p.name)).toEqual(['Shoe 4'])
    expect(last.body.pagination).toMatchObject({ currentPage: 3, hasNextPage: false })
  })

  it('answers an empty page past the end, still with the totals', async () => {
    const past = await get('/api/v1/products/category/shoes?page=9&limit=2')
    expect(past.status).toBe(200)
    expect(past.body.data).toEqual([])
    expect(past.body.pagination).toMatchObject({
      currentPage: 9,
      hasNextPage: false,
      totalPages: 3,
      totalItems: 5,
    })
  })

  it('lists only the category asked for, in the API product shape', async () => {
    const hatsPage = await get('/api/v1/products/category/hats?limit=100')
    expect(hatsPage.body.data.map((p) => p.name)).toEqual(['Hat 0', 'Hat 1', 'Hat 2'])
    const shoe = (await get('/api/v1/products/category/shoes?limit=1')).body.data[0]
    expect(shoe).toEqual({
      id: shoeRows[4]?.id,
      uuid: shoeRows[4]?.uuid,
      name: 'Shoe 0',
      description: 'A product made for tests',
      price: 150_000,
      priceMax: 150_000,
      stock: 10,
      images: ['/uploads/products/first/1024.webp', '/uploads/products/second/1024.webp'],
      category: 'Shoes',
      categorySlug: 'shoes',
      store: { name: store.name, slug: store.slug },
      storeId: store.id,
      weight: 1000,
      rating: { average: null, count: 0 },
      sold: 0,
    })
  })

  it('answers 404 for an unknown category', async () => {
    const res = await get('/api/v1/products/category/no-such-thing')
    expect(res.status).toBe(404)
    expect(res.body.message).toBe('Category not found')
  })
})

describe('page and limit validation', () => {
  it.each(['limit=0', 'limit=101', 'limit=abc', 'page=0', 'page=-1', 'limit=2.5'])(
    'refuses %s with a 400',
    async (query) => {
      const res = await get(`/api/v1/products?${query}`)
      expect(res.status).toBe(400)
      expect(res.body.message).toEqual(expect.any(String))
    },
  )

  it('accepts the bounds 1 and 100 and defaults to page size 4', async () => {
    expect((await get('/api/v1/products?limit=1')).body.data).toHaveLength(1)
    expect((await get('/api/v1/products?limit=100')).body.data).toHaveLength(8)
    const byDefault = await get('/api/v1/products')
    expect(byDefault.body.data).toHaveLength(4)
    expect(byDefault.body.pagination).toMatchObject({ totalItems: 8, totalPages: 2 })
  })
})

describe('ordering', () => {
  it('breaks ties of the same creation time by id, newest id first', async () => {
    const tie = await createCategory(app, 'Tie')
    const at = minutesAgo(5)
    const made: Array<Awaited<ReturnType<typeof createProduct>>> = []
    for (let i = 0; i < 3; i++) {
      made.push(await createProduct(app, store.id, { categoryId: tie.id, createdAt: at }))
    }
    const listed = (await get('/api/v1/products/category/tie')).body.data.map((p) => p.id)
    expect(listed).toEqual(made.map((p) => p.id).sort((a, b) => b - a))
  })

  it('never repeats or skips a product while products are added between pages', async () => {
    const cat = await createCategory(app, 'Growing')
    for (let i = 0; i < 6; i++) {
      await createProduct(app, store.id, {
        categoryId: cat.id,
        name: `Old ${i}`,
        createdAt: minutesAgo(50 + i),
      })
    }
    const first = await get('/api/v1/products/category/growing?limit=2')
    const { snapshot } = first.body.pagination
    for (let i = 0; i < 3; i++) {
      await createProduct(app, store.id, { categoryId: cat.id, name: `New ${i}` })
    }
    const seen = first.body.data.map((p) => p.name)
    for (const page of [2, 3]) {
      const next = await get(
        `/api/v1/products/category/growing?limit=2&page=${page}&snapshot=${snapshot}`,
      )
      expect(next.body.pagination).toMatchObject({ totalItems: 6, totalPages: 3, snapshot })
      expect(next.body.pagination.hasNextPage).toBe(page < 3)
      seen.push(...next.body.data.map((p) => p.name))
    }
    expect(seen).toEqual(['Old 0', 'Old 1', 'Old 2', 'Old 3', 'Old 4', 'Old 5'])

    const fresh = await get('/api/v1/products/category/growing?limit=3')
    expect(fresh.body.data.map((p) => p.name).sort()).toEqual(['New 0', 'New 1', 'New 2'])
    expect(fresh.body.pagination.totalItems).toBe(9)
  })
})

describe('hidden products', () => {
  it('never lists deleted products or products of deleted stores, and counts stay exact', async () => {
    const cat = await createCategory(app, 'Hidden')
    const other = await createStore(app, seller.id)
    const kept = await createProduct(app, store.id, { categoryId: cat.id, name: 'Kept' })
    const gone = await createProduct(app, store.id, { categoryId: cat.id, name: 'Gone' })
    await createProduct(app, other.id, { categoryId: cat.id, name: 'Closed store' })
    expect((await get('/api/v1/products/category/hidden')).body.pagination.totalItems).toBe(3)
    const before = (await get('/api/v1/products?limit=100')).body.pagination.totalItems

    await app.db
      .update(products)
      .set({ deletedAt: sql`now()` })
      .where(eq(products.id, gone.id))
    await app.db
      .update(stores)
      .set({ deletedAt: sql`now()` })
      .where(eq(stores.id, other.id))

    const listed = await get('/api/v1/products/category/hidden')
    expect(listed.body.data.map((p) => p.id)).toEqual([kept.id])
    expect(listed.body.pagination).toMatchObject({
      totalItems: 1,
      totalPages: 1,
      hasNextPage: false,
    })
    const all = await get('/api/v1/products?limit=100')
    expect(all.body.pagination.totalItems).toBe(before - 2)
    expect(all.body.data.map((p) => p.name)).not.toContain('Gone')
    expect(all.body.data.map((p) => p.name)).not.toContain('Closed store')

    // Restoring the store shows its products again.
    await app.db.update(stores).set({ deletedAt: null }).where(eq(stores.id, other.id))
    expect((await get('/api/v1/products/category/hidden')).body.pagination.totalItems).toBe(2)
  })
})

describe('GET /api/v1/products/categories', () => {
  it('lists every category by name and slug', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/products/categories' })
    expect(res.statusCode).toBe(200)
    const { data } = res.json<{ data: Array<{ name: string; slug: string }> }>()
    expect(data).toContainEqual({ name: 'Shoes', slug: 'shoes', icon: 'tag' })
    expect(data).toContainEqual({ name: 'Hats', slug: 'hats', icon: 'tag' })
  })
})
