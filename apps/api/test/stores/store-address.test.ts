import {
  DISTRICT_MESSAGE,
  PHONE_MESSAGE,
  POSTAL_CODE_MESSAGE,
  VILLAGE_MESSAGE,
} from '@pasar/shared'
import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../helpers/app.ts'
import { createStore, createUser } from '../helpers/builders.ts'
import {
  GAMBIR_JAKARTA,
  GAMBIR_NAMES,
  LEBAK_GEDE_BANDUNG,
  LEBAK_GEDE_NAMES,
} from '../helpers/places.ts'

const { app } = await setupTestApp()

const origin = {
  recipientName: 'Budi Santoso',
  phone: '081210004455',
  ...GAMBIR_JAKARTA,
  postalCode: '10110',
  street: 'Jl. Kebon Sirih No. 12',
}
const kept = { ...origin, ...GAMBIR_NAMES, phone: '+6281210004455' }

async function setup() {
  const owner = await createUser(app)
  const store = await createStore(app, owner.id, { description: 'Gadgets' })
  const put = (body: Record<string, unknown>, auth = owner.auth) =>
    app.inject({
      method: 'PUT',
      url: `/api/v1/stores/${store.slug}/address`,
      headers: auth,
      payload: body,
    })
  return { owner, store, put }
}

describe('PUT /api/v1/stores/{slug}/address', () => {
  it('sets the origin and answers the owner view of the store with it', async () => {
    const { store, put } = await setup()
    const res = await put(origin)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual({
      id: store.id,
      name: store.name,
      slug: store.slug,
      description: 'Gadgets',
      address: kept,
    })
  })

  it('replaces a previous origin', async () => {
    const { owner, put } = await setup()
    await put(origin)
    const moved = { ...origin, ...LEBAK_GEDE_BANDUNG, postalCode: '40132' }
    expect((await put(moved)).json().data.address.city).toBe('Kota Bandung')
    const mine = await app.inject({ url: '/api/v1/stores/user', headers: owner.auth })
    expect(mine.json().data[0].address).toEqual({
      ...moved,
      ...LEBAK_GEDE_NAMES,
      phone: '+6281210004455',
    })
  })

  it('the public store shows only the city and province of the origin', async () => {
    const { store, put } = await setup()
    const before = await app.inject({ url: `/api/v1/stores/${store.slug}` })
    expect(before.json().data.address).toBeNull()
    await put(origin)
    const res = await app.inject({ url: `/api/v1/stores/${store.slug}` })
    expect(res.json().data).toEqual({
      id: store.id,
      name: store.name,
      slug: store.slug,
      description: 'Gadgets',
      address: { province: GAMBIR_NAMES.province, city: GAMBIR_NAMES.city },
      city: GAMBIR_NAMES.city,
      sold: 0,
      rating: { average: null, count: 0 },
      createdAt: expect.any(String),
    })
    expect(res.body).not.toContain('Kebon Sirih')
    expect(res.body).not.toContain('4455')
  })

  it('someone else: 403 and nothing changes; no session: 401; unknown store: 404', async () => {
    const { owner, store, put } = await setup()
    await put(origin)
    const stranger = await createUser(app)
    const res = await put({ ...origin, street: 'Jl. Lain No. 9' }, stranger.auth)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({ message: 'You do not own this store.' })
    const noSession = await app.inject({
      method: 'PUT',
      url: `/api/v1/stores/${store.slug}/address`,
      payload: origin,
    })
    expect(noSession.statusCode).toBe(401)
    const missing = await app.inject({
      method: 'PUT',
      url: '/api/v1/stores/no-such-store/address',
      headers: owner.auth,
      payload: origin,
    })
    expect(missing.statusCode).toBe(404)
    const mine = await app.inject({ url: '/api/v1/stores/user', headers: owner.auth })
    expect(mine.json().data[0].address).toEqual(kept)
  })

  it.each([
    [{ phone: '0211234567' }, 'phone', PHONE_MESSAGE],
    [{ postalCode: '1011' }, 'postalCode', POSTAL_CODE_MESSAGE],
    [{ street: 'Jl.\u0000Kebon Sirih' }, 'street', 'Street must not contain control characters'],
    [{ districtCode: undefined }, 'districtCode', DISTRICT_MESSAGE],
    [{ villageCode: '32.73.02.1002' }, 'villageCode', VILLAGE_MESSAGE],
  ])('bad input %j: 400 with the field, nothing stored', async (change, path, message) => {
    const { owner, put } = await setup()
    const res = await put({ ...origin, ...change })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors).toContainEqual({ path, message })
    const mine = await app.inject({ url: '/api/v1/stores/user', headers: owner.auth })
    expect(mine.json().data[0].address).toBeNull()
  })
})
