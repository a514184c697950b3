import type { SearchGroup } from '@pasar/shared'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { products } from '../../src/db/schema/index.ts'
import { minutesAgo, setupShop } from '../helpers/catalogue.ts'
import { createCategory, createProduct } from '../helpers/builders.ts'

const shop = await setupShop('Electronics', 'Sports', 'Clothing')
const { app, store } = shop
const [electronics, sports, clothing] = shop.categories

let age = 0
async function make(name: string, categoryId: number, description = 'Nothing special here.') {
  age += 1
  return createProduct(app, store.id, { name, categoryId, description, createdAt: minutesAgo(age) })
}

await make('Apple iPhone 15 Pro', electronics.id)
await make('Samsung Galaxy S24', electronics.id)
await make('Wireless Headphones', electronics.id)
await make('Noise Cancelling Headphones Pro', electronics.id)
await make('Sport Armband', sports.id, 'Holds your iPhone while you run.')
await make('Cotton T-Shirt', clothing.id)
await make('Running Shoes', sports.id)
const hidden = await make('Hidden iPhone Stand', electronics.id)
await app.db
  .update(products)
  .set({ deletedAt: sql`now()` })
  .where(eq(products.id, hidden.id))

async function search(query: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/products/search?query=${encodeURIComponent(query)}`,
  })
  return { status: res.statusCode, body: res.json<{ data: SearchGroup[]; message?: string }>() }
}
async function names(query: string) {
  const { body } = await search(query)
  return body.data.flatMap((g) => g.products.map((p) => p.name))
}

describe('GET /api/v1/products/search', () => {
  it('matches names case-insensitively and groups results by category', async () => {
    const { status, body } = await search('HEADPHONES')
    expect(status).toBe(200)
    expect(body.data).toEqual([
      {
        category: 'Electronics',
        products: [
          {
            id: expect.any(Number),
            uuid: expect.any(String),
            name: 'Wireless Headphones',
            price: expect.any(Number),
            image: null,
            store: { name: expect.any(String), slug: expect.any(String) },
          },
          expect.objectContaining({ name: 'Noise Cancelling Headphones Pro' }),
        ],
      },
    ])
  })

  it('tolerates typos', async () => {
    expect((await names('iphnoe'))[0]).toBe('Apple iPhone 15 Pro')
    expect(await names('headphnes')).toEqual([
      'Wireless Headphones',
      'Noise Cancelling Headphones Pro',
    ])
    expect(await names('samsnug galaxy')).toEqual(['Samsung Galaxy S24'])
  })

  it('does not care about word order; names holding every word are the matches', async () => {
    expect(await names('pro iphone')).toEqual(['Apple iPhone 15 Pro'])
  })

  it('matches any word of the name', async () => {
    expect(await names('galaxy toaster')).toEqual(['Samsung Galaxy S24'])
    expect(await names('shirt')).toEqual(['Cotton T-Shirt'])
  })

  it('reads names only, as the results page does: a description mention is no match', async () => {
    const { body } = await search('iphone')
    expect(body.data).toEqual([
      {
        category: 'Electronics',
        products: [expect.objectContaining({ name: 'Apple iPhone 15 Pro' })],
      },
    ])
  })

  it('matches a word typed halfway (as you type)', async () => {
    expect(await names('runn')).toEqual(['Running Shoes'])
  })

  it('never answers deleted products', async () => {
    expect(await names('stand')).toEqual([])
  })

  it('shows a product under the category it was moved to', async () => {
    const armband = await make('Reflective Armband Strap', sports.id)
    await app.db
      .update(products)
      .set({ categoryId: clothing.id })
      .where(eq(products.id, armband.id))
    const { body } = await search('reflective')
    expect(body.data).toEqual([
      {
        category: 'Clothing',
        products: [
          expect.objectContaining({
            id: armband.id,
            uuid: armband.uuid,
            name: 'Reflective Armband Strap',
          }),
        ],
      },
    ])
  })

  it('answers nothing for words that resemble no product', async () => {
    expect((await search('zzqxv')).body.data).toEqual([])
  })

  it('bounds the number of results', async () => {
    const cat = await createCategory(app, 'Gadgets')
    for (let i = 0; i < 25; i++) await make(`Widget ${i}`, cat.id)
    const found = await names('widget')
    expect(found).toHaveLength(20)
    expect(found[0]).toBe('Widget 0')
  })

  it('refuses an empty query with a 400', async () => {
    expect((await search('   ')).status).toBe(400)
    const res = await app.inject({ method: 'GET', url: '/api/v1/products/search' })
    expect(res.statusCode).toBe(400)
  })
})
