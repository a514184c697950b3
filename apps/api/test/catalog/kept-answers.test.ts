import type { CatalogPage, Product, SearchGroup } from '@pasar/shared'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { categories, productImages, products, stores, users } from '../../src/db/schema/index.ts'
import { catalogueVersions, pruneStockChanges } from '../../src/modules/catalog/repository.ts'
import { setupTestApp } from '../helpers/app.ts'
import { createCategory, createProduct, createStore, createUser } from '../helpers/builders.ts'
import { addToCart } from '../orders/shop.ts'
import { checkout } from '../helpers/checkout.ts'

// Catalogue answers are kept in memory (docs/decisions/0205). Every change below is made straight
// in the database, as another instance sharing it would, and must show in the very next answer.
const { app } = await setupTestApp()
const seller = await createUser(app)
const store = await createStore(app, seller.id, { name: 'Toko Lampu' })
const lamps = await createCategory(app, 'Lamps')
const lamp = await createProduct(app, store.id, {
  categoryId: lamps.id,
  name: 'Brass Desk Lamp',
  stock: 5,
})

async function get<T>(url: string) {
  const res = await app.inject({ method: 'GET', url })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<T>()
}

const listed = async () => (await get<CatalogPage>('/api/v1/products?page=1&limit=20')).data
const inLamps = async () =>
  (await get<CatalogPage>('/api/v1/products/category/lamps?page=1&limit=20')).data
const shown = async () => (await get<{ data: Product }>(`/api/v1/products/${lamp.uuid}`)).data
const found = async (query: string) =>
  (await get<{ data: SearchGroup[] }>(`/api/v1/products/search?query=${query}`)).data
const categoryNames = async () =>
  (await get<{ data: Array<{ name: string }> }>('/api/v1/products/categories')).data.map(
    (c) => c.name,
  )

describe('kept catalogue answers', () => {
  it('are sent exactly as the first answer was', async () => {
    const urls = ['/api/v1/products?page=1&limit=20', `/api/v1/products/${lamp.uuid}`]
    for (const url of urls) {
      const first = await app.inject({ method: 'GET', url })
      const again = await app.inject({ method: 'GET', url })
      expect(again.body).toBe(first.body)
      for (const header of ['content-type', 'content-length', 'content-security-policy']) {
        expect(again.headers[header], header).toBe(first.headers[header])
      }
    }
  })

  it('follow a product renamed and repriced', async () => {
    await Promise.all([listed(), inLamps(), shown(), found('brass')])
    await app.db
      .update(products)
      .set({ name: 'Copper Desk Lamp', price: 99_000 })
      .where(eq(products.id, lamp.id))
    expect((await listed()).find((p) => p.uuid === lamp.uuid)).toMatchObject({ price: 99_000 })
    expect((await inLamps()).map((p) => p.name)).toEqual(['Copper Desk Lamp'])
    expect(await shown()).toMatchObject({ name: 'Copper Desk Lamp', price: 99_000 })
    expect(await found('brass')).toEqual([])
    expect(await found('copper')).toEqual([
      {
        category: 'Lamps',
        products: [
          expect.objectContaining({ id: lamp.id, uuid: lamp.uuid, name: 'Copper Desk Lamp' }),
        ],
      },
    ])
  })

  it('follow an image added', async () => {
    expect((await shown()).images).toEqual([])
    await app.db
      .insert(productImages)
      .values({ productId: lamp.id, position: 0, key: 'products/lamp' })
    expect((await shown()).images).toEqual(['/uploads/products/lamp/1024.webp'])
  })

  it('follow a store renamed', async () => {
    await Promise.all([listed(), shown()])
    await app.db.update(stores).set({ name: 'Toko Terang' }).where(eq(stores.id, store.id))
    expect(await shown()).toMatchObject({ store: { name: 'Toko Terang' } })
    expect((await listed()).find((p) => p.uuid === lamp.uuid)?.store.name).toBe('Toko Terang')
  })

  it('follow a category renamed', async () => {
    await Promise.all([shown(), categoryNames()])
    await app.db.update(categories).set({ name: 'Lighting' }).where(eq(categories.id, lamps.id))
    expect(await shown()).toMatchObject({ category: 'Lighting' })
    expect(await categoryNames()).toContain('Lighting')
    expect(await categoryNames()).not.toContain('Lamps')
  })

  it('follow the stock a checkout reserves', async () => {
    const buyer = await createUser(app)
    expect((await shown()).stock).toBe(5)
    await addToCart(app, buyer, lamp.id, 2)
    expect((await checkout(app, buyer)).statusCode).toBe(201)
    expect((await shown()).stock).toBe(3)
  })

  it('survive a sale: kept, with only their stock figures read again', async () => {
    const wick = await createProduct(app, store.id, {
      categoryId: lamps.id,
      name: 'Wick',
      stock: 9,
    })
    const [, { name }] = await Promise.all([listed(), shown()])
    // A rename the versions cannot see (triggers off) tells a kept answer from a remade one.
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`)
      await tx.update(products).set({ name: 'Unseen Lamp' }).where(eq(products.id, lamp.id))
    })
    const before = await catalogueVersions(app.db)
    await app.db.update(products).set({ stock: 8 }).where(eq(products.id, wick.id))
    await app.db.update(products).set({ stock: 1 }).where(eq(products.id, lamp.id))
    expect(await catalogueVersions(app.db)).toEqual({
      version: before.version,
      stockVersion: before.stockVersion + 2,
    })
    expect(await shown()).toMatchObject({ name, stock: 1 })
    const page = await listed()
    expect(page.find((p) => p.id === lamp.id)).toMatchObject({ name, stock: 1 })
    expect(page.find((p) => p.id === wick.id)?.stock).toBe(8)
    // Any other change still remakes them.
    await app.db.update(products).set({ price: 120_000 }).where(eq(products.id, wick.id))
    expect(await shown()).toMatchObject({ name: 'Unseen Lamp', stock: 1 })
  })

  it('stay right when the stock changes they need were forgotten', async () => {
    const mug = await createProduct(app, store.id, { categoryId: lamps.id, name: 'Mug', stock: 7 })
    const [, { stock }] = await Promise.all([listed(), shown()])
    await app.db
      .update(products)
      .set({ stock: stock + 1 })
      .where(eq(products.id, lamp.id))
    expect((await shown()).stock).toBe(stock + 1)
    expect((await listed()).find((p) => p.id === mug.id)?.stock).toBe(7)
    await app.db.update(products).set({ stock: 2 }).where(eq(products.id, mug.id))
    await app.db
      .update(products)
      .set({ stock: stock + 3 })
      .where(eq(products.id, lamp.id))
    // The mug's change is forgotten: the process cannot tell what moved since it looked.
    expect(await pruneStockChanges(app.db, 0)).toBeGreaterThan(0)
    const page = await listed()
    expect(page.find((p) => p.id === mug.id)?.stock).toBe(2)
    expect(page.find((p) => p.id === lamp.id)?.stock).toBe(stock + 3)
  })

  it('follow a store deleted: its products leave every answer', async () => {
    await Promise.all([listed(), inLamps(), shown()])
    await app.db
      .update(stores)
      .set({ deletedAt: sql`now()` })
      .where(eq(stores.id, store.id))
    expect((await listed()).map((p) => p.uuid)).not.toContain(lamp.uuid)
    expect(await inLamps()).toEqual([])
    const res = await app.inject({ method: 'GET', url: `/api/v1/products/${lamp.uuid}` })
    expect(res.statusCode).toBe(404)
  })
})

describe('the catalogue versions', () => {
  it('move once per committed transaction that changes the catalogue', async () => {
    const before = await catalogueVersions(app.db)
    await app.db.transaction(async (tx) => {
      await tx.update(products).set({ stock: 9 }).where(eq(products.storeId, store.id))
      await tx.update(stores).set({ description: 'Lamps and more' }).where(eq(stores.id, store.id))
    })
    expect(await catalogueVersions(app.db)).toEqual({
      version: before.version + 1,
      stockVersion: before.stockVersion + 1,
    })
  })

  it('a change of stock alone moves only the stock version, once per transaction', async () => {
    const before = await catalogueVersions(app.db)
    await app.db.transaction(async (tx) => {
      await tx.update(products).set({ stock: 4 }).where(eq(products.id, lamp.id))
      await tx
        .update(products)
        .set({ stock: 6, updatedAt: new Date() })
        .where(eq(products.id, lamp.id))
    })
    expect(await catalogueVersions(app.db)).toEqual({
      version: before.version,
      stockVersion: before.stockVersion + 1,
    })
  })

  it('stand still for a rolled-back change and for changes outside the catalogue', async () => {
    const before = await catalogueVersions(app.db)
    await expect(
      app.db.transaction(async (tx) => {
        await tx.update(products).set({ stock: 1 }).where(eq(products.id, lamp.id))
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    await app.db.update(users).set({ name: 'Renamed Seller' }).where(eq(users.id, seller.id))
    expect(await catalogueVersions(app.db)).toEqual(before)
  })
})
