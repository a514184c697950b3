import type { CatalogPage, SearchGroup } from '@pasar/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { products } from '../../src/db/schema/index.ts'
import { MAX_MATCHES } from '../../src/modules/search/index.ts'
import { setupShop } from '../helpers/catalogue.ts'
import { createProduct } from '../helpers/builders.ts'

const shop = await setupShop('Clothing', 'Home')
const { app, store } = shop
const [clothing, home] = shop.categories

// Each product is newer than the one made before it: newest first would list them backwards.
let age = 1000
async function make(name: string) {
  age -= 1
  return createProduct(app, store.id, {
    name,
    categoryId: clothing.id,
    createdAt: new Date(Date.now() - age * 60_000),
  })
}
await make('Kaos Polos Biru')
await make('Polos Kaos Merah')
await make('Kaos Oversize')
await make('Topi Hitam')
await make('Sepatu Kanvas')
await make('Street Sneakers')
await make('Graphic Tee')
const popular = await make('Sepatu Kulit Klasik')
await make('Sepatu Lari')
await app.db.update(products).set({ popular: 7 }).where(eq(products.id, popular.id))

async function page(query: string) {
  const res = await app.inject(`/api/v1/products?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json<CatalogPage>()
}
const names = async (q: string) =>
  (await page(`q=${encodeURIComponent(q)}&limit=50`)).data.map((p) => p.name)

describe('search relevance', () => {
  it('puts names holding more of the words first when none holds them all', async () => {
    // No name holds kaos, polos and hitam: two of them before one, older or not.
    const found = await names('kaos polos hitam')
    expect(found.slice(0, 2).sort()).toEqual(['Kaos Polos Biru', 'Polos Kaos Merah'])
    expect(found.slice(2).sort()).toEqual(['Graphic Tee', 'Kaos Oversize', 'Topi Hitam'])
  })

  it('puts the typed words side by side before the same words apart', async () => {
    expect(await names('kaos polos')).toEqual(['Kaos Polos Biru', 'Polos Kaos Merah'])
    expect(await names('polos kaos')).toEqual(['Polos Kaos Merah', 'Kaos Polos Biru'])
  })

  it('puts the word as typed before its synonyms', async () => {
    expect(await names('kaos')).toEqual([
      'Kaos Oversize',
      'Polos Kaos Merah',
      'Kaos Polos Biru',
      'Graphic Tee',
    ])
    expect((await names('tee'))[0]).toBe('Graphic Tee')
    const shoes = await names('sepatu')
    expect(shoes.slice(0, 3)).toContain('Sepatu Kanvas')
    expect(shoes.at(-1)).toBe('Street Sneakers')
    expect((await names('sneakers'))[0]).toBe('Street Sneakers')
  })

  it('breaks ties by recent sales, then the newest first', async () => {
    expect((await names('sepatu')).slice(0, 3)).toEqual([
      'Sepatu Kulit Klasik',
      'Sepatu Lari',
      'Sepatu Kanvas',
    ])
  })

  it('shows the dialog the results page’s first products', async () => {
    const res = await app.inject('/api/v1/products/search?query=kaos')
    const hits = res
      .json<{ data: SearchGroup[] }>()
      .data.flatMap((g) => g.products.map((p) => p.name))
    expect(hits).toEqual(await names('kaos'))
  })
})

describe('the total of a search', () => {
  it('counts every match when there are at most MAX_MATCHES', async () => {
    const found = await page('q=sepatu&limit=2')
    expect(found.pagination).toMatchObject({ totalItems: 4, totalPages: 2, hasNextPage: true })
    expect(found.pagination.moreItems).toBeUndefined()
  })

  it('says when more products match than it answers', async () => {
    await app.db.insert(products).values(
      Array.from({ length: MAX_MATCHES + 5 }, (_, i) => ({
        storeId: store.id,
        categoryId: home.id,
        name: `Lampu Meja ${i}`,
        description: 'Terang.',
        price: 10_000,
        stock: 1,
      })),
    )
    const first = await page('q=lampu&limit=50')
    expect(first.pagination).toMatchObject({
      totalItems: MAX_MATCHES,
      totalPages: MAX_MATCHES / 50,
      hasNextPage: true,
      moreItems: true,
    })
    const last = await page(`q=lampu&limit=50&page=4&snapshot=${first.pagination.snapshot}`)
    expect(last.data).toHaveLength(50)
    expect(last.pagination.hasNextPage).toBe(false)
    // Listings count exactly and never say so.
    expect((await page('limit=1')).pagination.moreItems).toBeUndefined()
  })
})
