import type { ProductPage } from '@pasar/shared'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { products, storeAddresses, stores } from '../../src/db/schema/index.ts'
import { setupTestApp } from '../helpers/app.ts'
import { createProduct, createStore, createUser } from '../helpers/builders.ts'
import { ensureStoreOrigin } from '../helpers/checkout.ts'

const { app } = await setupTestApp()

async function publicStore(slug: string) {
  const res = await app.inject({ url: `/api/v1/stores/${slug}` })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

async function setTallies(id: number, tallies: Partial<typeof stores.$inferInsert>) {
  await app.db.update(stores).set(tallies).where(eq(stores.id, id))
}

describe('GET /api/v1/stores/:slug, the public store page', () => {
  it('answers a new store with nothing sold, no rating and when it opened', async () => {
    const owner = await createUser(app)
    const store = await createStore(app, owner.id, { createdAt: new Date('2025-03-14T08:00:00Z') })
    const data = await publicStore(store.slug)
    expect(data).toMatchObject({
      city: null,
      sold: 0,
      rating: { average: null, count: 0 },
      createdAt: '2025-03-14T08:00:00.000Z',
    })
  })

  it('names the city it ships from, never the street or phone', async () => {
    const owner = await createUser(app)
    const store = await createStore(app, owner.id)
    await ensureStoreOrigin(app, store.id)
    const res = await app.inject({ url: `/api/v1/stores/${store.slug}` })
    const data = res.json().data
    expect(data.city).toEqual(expect.any(String))
    expect(data.city).toBe(data.address.city)
    expect(res.body).not.toMatch(/phone|street|postal/i)
  })

  it('reads sold and the rating from the tallies, the average rounded to one decimal', async () => {
    const owner = await createUser(app)
    const store = await createStore(app, owner.id)
    await setTallies(store.id, { sold: 1234, ratingCount: 3, ratingTotal: 14 })
    expect(await publicStore(store.slug)).toMatchObject({
      sold: 1234,
      rating: { average: 4.7, count: 3 },
    })
    await setTallies(store.id, { ratingCount: 2, ratingTotal: 10 })
    expect((await publicStore(store.slug)).rating).toEqual({ average: 5, count: 2 })
  })

  it('is 404 for a deleted store', async () => {
    const owner = await createUser(app)
    const store = await createStore(app, owner.id, { deletedAt: new Date() })
    const res = await app.inject({ url: `/api/v1/stores/${store.slug}` })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: 'Store not found' })
  })
})

// The store page's answers are kept while the catalogue stands still (docs/decisions/0966). Each
// change is made straight in the database, as another instance sharing it would, and must show
// in the very next answer.
describe("the store page's kept answers", () => {
  const storeProducts = async (slug: string) => {
    const res = await app.inject({ url: `/api/v1/stores/${slug}/products?page=1&limit=20` })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<ProductPage>().data
  }
  it('are kept, and follow the store renamed and the city it ships from', async () => {
    const owner = await createUser(app)
    const store = await createStore(app, owner.id, { name: 'Toko Lama' })
    await ensureStoreOrigin(app, store.id)
    const first = await publicStore(store.slug)
    // A change the catalogue versions cannot see (triggers off): a kept answer does not show it.
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`)
      await tx.update(stores).set({ description: 'Unseen' }).where(eq(stores.id, store.id))
    })
    expect(await publicStore(store.slug)).toEqual(first)

    await app.db.update(stores).set({ name: 'Toko Baru' }).where(eq(stores.id, store.id))
    expect(await publicStore(store.slug)).toMatchObject({
      name: 'Toko Baru',
      description: 'Unseen',
    })
    await app.db
      .update(storeAddresses)
      .set({ city: 'Kota Surabaya', province: 'Jawa Timur' })
      .where(eq(storeAddresses.storeId, store.id))
    expect(await publicStore(store.slug)).toMatchObject({
      city: 'Kota Surabaya',
      address: { city: 'Kota Surabaya', province: 'Jawa Timur' },
    })
  })

  it('follow a sale: the store answer counts it at once', async () => {
    const owner = await createUser(app)
    const store = await createStore(app, owner.id)
    const product = await createProduct(app, store.id)
    expect((await publicStore(store.slug)).sold).toBe(0)
    // What a paid store order tallies (migration 0016), in one transaction as it commits.
    await app.db.execute(sql`SELECT tally_sale(${product.id}, ${store.id}, current_date, 3)`)
    expect((await publicStore(store.slug)).sold).toBe(3)
  })

  it("follow the store's products repriced, added and sold", async () => {
    const owner = await createUser(app)
    const store = await createStore(app, owner.id)
    const kettle = await createProduct(app, store.id, { name: 'Kettle', price: 150_000, stock: 5 })
    expect((await storeProducts(store.slug)).map((p) => p.name)).toEqual(['Kettle'])
    // Kept: a rename the versions cannot see (triggers off) does not show.
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`)
      await tx.update(products).set({ name: 'Unseen' }).where(eq(products.id, kettle.id))
    })
    expect((await storeProducts(store.slug)).map((p) => p.name)).toEqual(['Kettle'])
    await app.db.update(products).set({ price: 175_000 }).where(eq(products.id, kettle.id))
    expect((await storeProducts(store.slug))[0]?.price).toBe(175_000)
    await createProduct(app, store.id, { name: 'Teapot' })
    expect((await storeProducts(store.slug)).map((p) => p.name)).toEqual(['Teapot', 'Unseen'])
    await app.db.update(products).set({ stock: 2 }).where(eq(products.id, kettle.id))
    expect((await storeProducts(store.slug)).find((p) => p.id === kettle.id)?.stock).toBe(2)
  })
})
