import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { stores } from '../../src/db/schema/index.ts'
import { setupTestApp } from '../helpers/app.ts'
import { createStore, createUser } from '../helpers/builders.ts'
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
