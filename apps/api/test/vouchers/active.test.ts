import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { stores } from '../../src/db/schema/index.ts'
import { setupTestApp } from '../helpers/app.ts'
import { createStore, createUser } from '../helpers/builders.ts'
import { call, daysFromNow, setUses, storeDraft } from './support.ts'

// GET /api/v1/stores/{slug}/vouchers/active: what the store and product pages show shoppers
// (docs/decisions/1016-vouchers.md).
const { app } = await setupTestApp()

async function shop() {
  const owner = await createUser(app)
  const store = await createStore(app, owner.id, { name: 'Toko Kopi Gayo' })
  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await call(app, owner, 'POST', `/api/v1/stores/${store.slug}/vouchers`, {
      ...storeDraft(overrides),
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    return res.body.data as { id: number; code: string }
  }
  const active = () => call(app, undefined, 'GET', `/api/v1/stores/${store.slug}/vouchers/active`)
  return { owner, store, create, active }
}

describe('the active vouchers of a store', () => {
  it('lists to anyone only those usable now, ending soonest first, without their uses', async () => {
    const { owner, store, create, active } = await shop()
    const later = await create({ endsAt: daysFromNow(20), maxDiscount: 30_000 })
    const sooner = await create({
      kind: 'FIXED',
      value: 5_000,
      minSpend: 50_000,
      endsAt: daysFromNow(2),
    })
    await create({ startsAt: daysFromNow(1), endsAt: daysFromNow(5) })
    await create({ startsAt: daysFromNow(-10), endsAt: daysFromNow(-1) })
    await create({ active: false })
    const runOut = await create({ quota: 3 })
    await setUses(app, runOut.id, 3)
    const endedEarly = await create()
    const patch = { active: false }
    const url = `/api/v1/stores/${store.slug}/vouchers/${endedEarly.id}`
    expect((await call(app, owner, 'PATCH', url, patch)).status).toBe(200)
    const almostOut = await create({ quota: 3, endsAt: daysFromNow(25) })
    await setUses(app, almostOut.id, 2)
    // Another store's voucher is not this store's.
    await (await shop()).create()

    const res = await active()
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data.map((v: { code: string }) => v.code)).toEqual([
      sooner.code,
      later.code,
      almostOut.code,
    ])
    expect(res.body.data[0]).toEqual({
      id: sooner.id,
      code: sooner.code,
      kind: 'FIXED',
      value: 5_000,
      maxDiscount: null,
      minSpend: 50_000,
      quota: 100,
      perBuyer: 1,
      startsAt: expect.any(String),
      endsAt: expect.any(String),
      active: true,
      store: { name: 'Toko Kopi Gayo', slug: store.slug },
    })
    for (const voucher of res.body.data) expect(voucher).not.toHaveProperty('uses')
  })

  it('answers an empty list for a store without usable vouchers', async () => {
    const { create, active } = await shop()
    expect((await active()).body).toEqual({ data: [] })
    await create({ active: false })
    expect((await active()).body).toEqual({ data: [] })
  })

  it('answers 404 for an unknown store, a deleted one and one hidden by an operator', async () => {
    const unknown = await call(
      app,
      undefined,
      'GET',
      '/api/v1/stores/no-such-store/vouchers/active',
    )
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('Store not found')
    for (const closed of [{ deletedAt: new Date() }, { hiddenAt: new Date() }]) {
      const { store, create, active } = await shop()
      await create()
      expect((await active()).body.data).toHaveLength(1)
      await app.db.update(stores).set(closed).where(eq(stores.id, store.id))
      expect((await active()).status).toBe(404)
    }
  })
})
