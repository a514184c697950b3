import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderItems, orders } from '../../src/db/schema/index.ts'
import { setupTestApp } from '../helpers/app.ts'
import { createProduct, createStore, createUser, type TestUser } from '../helpers/builders.ts'

const { app } = await setupTestApp()

/** Uuids on the public product listing (GET /api/v1/products). */
async function publicUuids(): Promise<string[]> {
  const res = await app.inject({ url: '/api/v1/products?limit=100' })
  expect(res.statusCode).toBe(200)
  return res.json().data.map((p: { uuid: string }) => p.uuid)
}

async function postStore(user: TestUser, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/v1/stores', headers: user.auth, payload: body })
}

describe('POST /api/v1/stores', () => {
  it('creates a store with a slug made from its name', async () => {
    const owner = await createUser(app)
    const res = await postStore(owner, { name: '  Toko Ümbul & Sons ', description: 'Batik' })
    expect(res.statusCode).toBe(201)
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      name: 'Toko Ümbul & Sons',
      slug: 'toko-umbul-sons',
      description: 'Batik',
      address: null,
    })
  })

  it('gives a second store of the same name its own slug', async () => {
    const [a, b] = [await createUser(app), await createUser(app)]
    const first = (await postStore(a, { name: 'Toko Budi' })).json().data
    const second = (await postStore(b, { name: 'Toko Budi' })).json().data
    expect(first.slug).toBe('toko-budi')
    expect(second.slug).toBe('toko-budi-2')
  })

  it('keeps slugs unique when ten stores of one name are created at once', async () => {
    const owner = await createUser(app)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => postStore(owner, { name: 'Warung Serentak' })),
    )
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(201))
    const slugs = answers.map((r) => r.json().data.slug as string)
    expect(new Set(slugs).size).toBe(10)
    expect(slugs).toContain('warung-serentak')
    for (const slug of slugs) expect(slug).toMatch(/^warung-serentak(-[a-z0-9]+)?$/)
  })

  it('never gives a store the slug of a route (user)', async () => {
    const owner = await createUser(app)
    const store = (await postStore(owner, { name: 'User' })).json().data
    expect(store.slug).not.toBe('user')
    const mine = await app.inject({ url: '/api/v1/stores/user', headers: owner.auth })
    expect(mine.json().data.map((s: { slug: string }) => s.slug)).toContain(store.slug)
  })

  it('refuses names and descriptions outside the rules with the spec messages', async () => {
    const owner = await createUser(app)
    const short = await postStore(owner, { name: 'ab' })
    expect(short.statusCode).toBe(400)
    expect(short.json().errors).toContainEqual({
      path: 'name',
      message: 'Name must contain at least 3 character(s)',
    })
    const long = await postStore(owner, { name: 'x'.repeat(51), description: 'y'.repeat(501) })
    expect(long.statusCode).toBe(400)
    expect(long.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name must contain at most 50 character(s)' },
        { path: 'description', message: 'Description must contain at most 500 character(s)' },
      ]),
    )
    const mine = await app.inject({ url: '/api/v1/stores/user', headers: owner.auth })
    expect(mine.json().data).toEqual([])
  })

  it('requires sign-in', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/stores',
      payload: { name: 'Toko' },
    })
    expect(res.statusCode).toBe(401)
  })
})

describe('GET /api/v1/stores/user and /api/v1/stores/{slug}', () => {
  it('lists only my stores, newest first', async () => {
    const [me, other] = [await createUser(app), await createUser(app)]
    const older = await createStore(app, me.id, { createdAt: new Date('2024-01-01') })
    const newer = await createStore(app, me.id)
    await createStore(app, other.id)
    const res = await app.inject({ url: '/api/v1/stores/user', headers: me.auth })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.map((s: { slug: string }) => s.slug)).toEqual([newer.slug, older.slug])
  })

  it('shows a store publicly by slug, and 404 for an unknown one', async () => {
    const owner = await createUser(app)
    const store = await createStore(app, owner.id, { description: 'Kopi' })
    const res = await app.inject({ url: `/api/v1/stores/${store.slug}` })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual({
      id: store.id,
      name: store.name,
      slug: store.slug,
      description: 'Kopi',
      address: null,
      city: null,
      sold: 0,
      rating: { average: null, count: 0 },
      createdAt: store.createdAt.toISOString(),
    })
    const missing = await app.inject({ url: '/api/v1/stores/no-such-store' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ message: 'Store not found' })
  })
})

describe('PATCH /api/v1/stores/{slug}', () => {
  it('renames a store and keeps its slug', async () => {
    const owner = await createUser(app)
    const created = (await postStore(owner, { name: 'Toko Lama' })).json().data
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/v1/stores/${created.slug}`,
      headers: owner.auth,
      payload: { name: 'Toko Baru', description: 'Now with coffee' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual({
      id: created.id,
      name: 'Toko Baru',
      slug: 'toko-lama',
      description: 'Now with coffee',
      address: null,
    })
    const read = await app.inject({ url: '/api/v1/stores/toko-lama' })
    expect(read.json().data.name).toBe('Toko Baru')
  })

  it('validates a partial update', async () => {
    const owner = await createUser(app)
    const store = await createStore(app, owner.id)
    const res = await app.inject({
      method: 'PATCH',
      url: `/api/v1/stores/${store.slug}`,
      headers: owner.auth,
      payload: { name: 'no' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Name must contain at least 3 character(s)')
  })
})

describe('DELETE /api/v1/stores/{slug}', () => {
  it('hides the store, its products and its public product list', async () => {
    const owner = await createUser(app)
    const store = await createStore(app, owner.id)
    const product = await createProduct(app, store.id)
    const before = await app.inject({ url: `/api/v1/stores/${store.slug}/products` })
    expect(before.json().data.map((p: { uuid: string }) => p.uuid)).toEqual([product.uuid])
    expect(await publicUuids()).toContain(product.uuid)
    expect((await app.inject({ url: `/api/v1/products/${product.uuid}` })).statusCode).toBe(200)

    const res = await app.inject({
      method: 'DELETE',
      url: `/api/v1/stores/${store.slug}`,
      headers: owner.auth,
    })
    expect(res.statusCode).toBe(204)
    expect((await app.inject({ url: `/api/v1/stores/${store.slug}` })).statusCode).toBe(404)
    expect((await app.inject({ url: `/api/v1/stores/${store.slug}/products` })).statusCode).toBe(
      404,
    )
    expect(await publicUuids()).not.toContain(product.uuid)
    expect((await app.inject({ url: `/api/v1/products/${product.uuid}` })).statusCode).toBe(404)
    const mine = await app.inject({ url: '/api/v1/stores/user', headers: owner.auth })
    expect(mine.json().data).toEqual([])
    const again = await app.inject({
      method: 'DELETE',
      url: `/api/v1/stores/${store.slug}`,
      headers: owner.auth,
    })
    expect(again.statusCode).toBe(404)
  })

  it('keeps the lines of past orders, with their name and price', async () => {
    const [owner, buyer] = [await createUser(app), await createUser(app)]
    const store = await createStore(app, owner.id)
    const product = await createProduct(app, store.id, { name: 'Kopi Toraja', price: 80_000 })
    const [order] = await app.db
      .insert(orders)
      .values({ userId: buyer.id, totalPrice: 80_000, paymentDeadline: new Date() })
      .returning()
    if (!order) throw new Error('order not created')
    await app.db.insert(orderItems).values({
      orderId: order.id,
      productId: product.id,
      storeId: store.id,
      productName: product.name,
      price: product.price,
      quantity: 1,
    })
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/v1/stores/${store.slug}`,
      headers: owner.auth,
    })
    expect(res.statusCode).toBe(204)
    const lines = await app.db.select().from(orderItems).where(eq(orderItems.orderId, order.id))
    expect(lines).toMatchObject([
      { productId: product.id, productName: 'Kopi Toraja', price: 80_000, quantity: 1 },
    ])
  })
})
