import type { SearchGroup } from '@pasar/shared'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { products, stores } from '../../src/db/schema/index.ts'
import { setupShop } from '../helpers/catalogue.ts'
import { createProduct, createStore } from '../helpers/builders.ts'

// Enough products that search stops walking the newest ones and asks the GIN index instead
// (docs/decisions/0203): results must be the same as on a small catalogue.
const shop = await setupShop('Gadgets', 'Toys')
const { app, seller, store } = shop
const [gadgets, toys] = shop.categories

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000)
async function addMany(count: number, name: (i: number) => string, hoursOld: number) {
  await app.db.insert(products).values(
    Array.from({ length: count }, (_, i) => ({
      storeId: store.id,
      categoryId: gadgets.id,
      name: name(i),
      description: 'Plain and simple.',
      price: 10_000,
      stock: 1,
      createdAt: hoursAgo(hoursOld + i / 1000),
    })),
  )
}

// The oldest products hold the rare combinations; hundreds of newer ones come after them.
const [meeting] = await app.db
  .insert(products)
  .values([
    {
      storeId: store.id,
      categoryId: toys.id,
      name: 'Alpha Beta Kite',
      description: 'Plain and simple.',
      price: 10_000,
      stock: 1,
      createdAt: hoursAgo(100),
    },
    {
      storeId: store.id,
      categoryId: toys.id,
      name: 'Wooden Train',
      description: 'Hand carved with a tiny quokka on the side.',
      price: 10_000,
      stock: 1,
      createdAt: hoursAgo(99),
    },
  ])
  .returning()
await addMany(520, (i) => `Alpha Speaker ${i}`, 50)
await addMany(520, (i) => `Beta Lamp ${i}`, 10)

async function search(query: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/products/search?query=${encodeURIComponent(query)}`,
  })
  expect(res.statusCode).toBe(200)
  return res.json<{ data: SearchGroup[] }>().data
}
const names = async (query: string) =>
  (await search(query)).flatMap((g) => g.products.map((p) => p.name))

describe('search on a larger catalogue', () => {
  it('finds the only name holding both words although hundreds hold one of them', async () => {
    // Names holding some word come only when no name holds them all (docs/search.md).
    expect(await names('beta alpha')).toEqual(['Alpha Beta Kite'])
  })

  it('shows in the dialog the results page’s first products although it ranks fewer', async () => {
    // 520 names hold 'alpha': the dialog ranks the newest DIALOG_CANDIDATES, the page MAX_MATCHES.
    const res = await app.inject({ method: 'GET', url: '/api/v1/products?q=alpha&limit=20' })
    const page = res.json<{ data: Array<{ name: string }> }>().data.map((p) => p.name)
    expect(page).toHaveLength(20)
    expect((await names('alpha')).sort()).toEqual([...page].sort())
  })

  it('corrects a word mistyped at its start as well as at its end', async () => {
    // One edit leaves the word's end or its start as typed (docs/search.md).
    for (const typo of ['zpeaker', 'speakre']) {
      const found = await names(typo)
      expect(found.length, typo).toBeGreaterThan(0)
      expect(
        found.every((name) => name.includes('Speaker')),
        typo,
      ).toBe(true)
    }
  })

  it('reads names only: a description word finds nothing', async () => {
    expect(await names('quokka')).toEqual([])
  })

  it('follows a renamed product to its new words', async () => {
    await app.db
      .update(products)
      .set({ name: 'Gamma Kite' })
      .where(eq(products.id, meeting?.id ?? 0))
    expect(await names('gamma')).toEqual(['Gamma Kite'])
    expect(await names('beta alpha')).not.toContain('Gamma Kite')
  })
})

describe('deleted stores', () => {
  it('hides the products of a deleted store from every tier', async () => {
    const closing = await createStore(app, seller.id)
    await createProduct(app, closing.id, {
      categoryId: toys.id,
      name: 'Zebra Clock',
      description: 'Ticks with a rare wombat sound.',
    })
    expect(await names('zebra')).toEqual(['Zebra Clock'])
    expect(await names('zebra kite')).toContain('Zebra Clock')
    await app.db
      .update(stores)
      .set({ deletedAt: sql`now()` })
      .where(eq(stores.id, closing.id))
    expect(await names('zebra')).toEqual([])
    expect(await names('zebra kite')).not.toContain('Zebra Clock')
    expect(await names('zebra alpha')).not.toContain('Zebra Clock')
  })
})

describe('text that needs quoting', () => {
  it('answers 404 for a category slug holding quotes', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/products/category/${encodeURIComponent("o'brien's\\")}`,
    })
    expect(res.statusCode).toBe(404)
  })

  it('searches words around apostrophes and backslashes', async () => {
    expect(await names("wooden' \\train")).toEqual(['Wooden Train'])
  })
})
