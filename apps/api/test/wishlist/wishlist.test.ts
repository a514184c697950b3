import { WISHLIST_MAX } from '@pasar/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { products, stores, wishlistItems } from '../../src/db/schema/index.ts'
import { setupTestApp } from '../helpers/app.ts'
import {
  createCategory,
  createProduct,
  createStore,
  createUser,
  type TestUser,
} from '../helpers/builders.ts'

const { app } = await setupTestApp()

const put = (user: TestUser, productId: number | string) =>
  app.inject({ method: 'PUT', url: `/api/v1/wishlist/${productId}`, headers: user.auth })
const del = (user: TestUser, productId: number | string) =>
  app.inject({ method: 'DELETE', url: `/api/v1/wishlist/${productId}`, headers: user.auth })

async function savedIds(user: TestUser): Promise<number[]> {
  const res = await app.inject({ url: '/api/v1/wishlist', headers: user.auth })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.map((p: { id: number }) => p.id)
}

async function shop() {
  const owner = await createUser(app)
  const store = await createStore(app, owner.id)
  return { owner, store }
}

describe('/api/v1/wishlist', () => {
  it('needs a signed-in user', async () => {
    const { store } = await shop()
    const product = await createProduct(app, store.id)
    for (const [method, url] of [
      ['GET', '/api/v1/wishlist'],
      ['PUT', `/api/v1/wishlist/${product.id}`],
      ['DELETE', `/api/v1/wishlist/${product.id}`],
    ] as const) {
      const res = await app.inject({ method, url })
      expect(res.statusCode, `${method} ${url}`).toBe(401)
    }
  })

  it('starts empty', async () => {
    expect(await savedIds(await createUser(app))).toEqual([])
  })

  it('lists saved products newest saved first, as listings show them, with current price and stock', async () => {
    const { store } = await shop()
    const shopper = await createUser(app)
    const first = await createProduct(app, store.id, { price: 20_000, stock: 3 })
    const second = await createProduct(app, store.id, { price: 50_000, stock: 0 })
    expect((await put(shopper, first.id)).statusCode).toBe(204)
    expect((await put(shopper, second.id)).statusCode).toBe(204)
    await app.db.update(products).set({ price: 18_000 }).where(eq(products.id, first.id))

    const res = await app.inject({ url: '/api/v1/wishlist', headers: shopper.auth })
    const data = res.json().data
    expect(data.map((p: { id: number }) => p.id)).toEqual([second.id, first.id])
    expect(data[0]).toMatchObject({ uuid: second.uuid, stock: 0, price: 50_000 })
    expect(data[1]).toMatchObject({
      price: 18_000,
      stock: 3,
      store: { name: store.name, slug: store.slug },
      images: [],
    })
  })

  it('saves a product once however often it is PUT, even at once', async () => {
    const { store } = await shop()
    const shopper = await createUser(app)
    const product = await createProduct(app, store.id)
    const answers = await Promise.all(Array.from({ length: 5 }, () => put(shopper, product.id)))
    expect(answers.map((r) => r.statusCode)).toEqual(Array(5).fill(204))
    expect(answers[0]?.body).toBe('')
    expect((await put(shopper, product.id)).statusCode).toBe(204)
    expect(await savedIds(shopper)).toEqual([product.id])
  })

  it('keeps the first save time: saving again does not move a product to the top', async () => {
    const { store } = await shop()
    const shopper = await createUser(app)
    const a = await createProduct(app, store.id)
    const b = await createProduct(app, store.id)
    await put(shopper, a.id)
    await put(shopper, b.id)
    await put(shopper, a.id)
    expect(await savedIds(shopper)).toEqual([b.id, a.id])
  })

  it('removes a product, and removing one not saved (or unknown) is still a 204', async () => {
    const { store } = await shop()
    const shopper = await createUser(app)
    const product = await createProduct(app, store.id)
    await put(shopper, product.id)
    expect((await del(shopper, product.id)).statusCode).toBe(204)
    expect(await savedIds(shopper)).toEqual([])
    expect((await del(shopper, product.id)).statusCode).toBe(204)
    expect((await del(shopper, 2_000_000_000)).statusCode).toBe(204)
  })

  it('refuses an unknown or deleted product with 404 and saves nothing', async () => {
    const { store } = await shop()
    const shopper = await createUser(app)
    const deleted = await createProduct(app, store.id, { deletedAt: new Date() })
    const closed = await createStore(app, (await createUser(app)).id, { deletedAt: new Date() })
    const inClosedStore = await createProduct(app, closed.id)
    for (const id of [2_000_000_000, deleted.id, inClosedStore.id]) {
      const res = await put(shopper, id)
      expect(res.statusCode, String(id)).toBe(404)
      expect(res.json()).toEqual({ message: 'Product not found' })
    }
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await put(shopper, bad)).statusCode, bad).toBe(404)
    }
    expect(await savedIds(shopper)).toEqual([])
  })

  it('drops a product out of the list once it is deleted or its store closes', async () => {
    const { owner, store } = await shop()
    const shopper = await createUser(app)
    const kept = await createProduct(app, store.id)
    const removed = await createProduct(app, store.id)
    const other = await createStore(app, owner.id)
    const closing = await createProduct(app, other.id)
    for (const p of [kept, removed, closing]) await put(shopper, p.id)
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/v1/stores/${store.slug}/products/${removed.uuid}`,
      headers: owner.auth,
    })
    expect(del.statusCode).toBe(204)
    await app.db.update(stores).set({ deletedAt: new Date() }).where(eq(stores.id, other.id))
    expect(await savedIds(shopper)).toEqual([kept.id])
  })

  it("never shows or changes someone else's list", async () => {
    const { store } = await shop()
    const [ana, budi] = [await createUser(app), await createUser(app)]
    const product = await createProduct(app, store.id)
    await put(ana, product.id)
    expect(await savedIds(budi)).toEqual([])
    expect((await del(budi, product.id)).statusCode).toBe(204)
    expect(await savedIds(ana)).toEqual([product.id])
  })

  it(`holds at most ${WISHLIST_MAX} products: one more is a 409, and two at the last place let one in`, async () => {
    const { store } = await shop()
    const shopper = await createUser(app)
    const category = await createCategory(app, 'Electronics')
    const rows = await app.db
      .insert(products)
      .values(
        Array.from({ length: WISHLIST_MAX + 1 }, (_, i) => ({
          storeId: store.id,
          categoryId: category.id,
          name: `Saved ${i}`,
          price: 10_000,
          stock: 1,
        })),
      )
      .returning({ id: products.id })
    const ids = rows.map((r) => r.id)
    const [last, spare, ...rest] = ids as [number, number, ...number[]]
    await app.db
      .insert(wishlistItems)
      .values(rest.map((productId) => ({ userId: shopper.id, productId })))
    expect(rest.length).toBe(WISHLIST_MAX - 1)

    const race = await Promise.all([put(shopper, last), put(shopper, spare)])
    expect(race.map((r) => r.statusCode).sort()).toEqual([204, 409])
    const refused = race.find((r) => r.statusCode === 409)
    expect(refused?.json()).toEqual({
      message: `Your wishlist can hold at most ${WISHLIST_MAX} products. Remove some to save more.`,
    })
    expect((await savedIds(shopper)).length).toBe(WISHLIST_MAX)
    // A product already saved is still a 204 on a full list.
    expect((await put(shopper, rest[0] as number)).statusCode).toBe(204)

    // A deleted product no longer takes a place.
    await app.db
      .update(products)
      .set({ deletedAt: new Date() })
      .where(eq(products.id, rest[1] as number))
    const refusedId = race[0]?.statusCode === 409 ? last : spare
    expect((await put(shopper, refusedId)).statusCode).toBe(204)
  })
})
