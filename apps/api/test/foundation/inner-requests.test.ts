import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextTurn } from '../../src/db/pglite/scheduler.ts'
import { setupTestApp } from '../helpers/app.ts'
import { createUser } from '../helpers/builders.ts'
import { buyerAddressId, ensureStoreOrigin, quoteRates } from '../helpers/checkout.ts'
import { addToCart, createShop } from '../orders/shop.ts'

// Turns at PGlite (db/pglite/scheduler.ts), counted on either database: the server's own requests
// to its local twins are part of the request that sent them (lib/inner-request.ts, ADR 0987).
let turns = 0
/** What happened, in order, for the test that watches it. */
const events: string[] = []
const { app } = await setupTestApp({}, (database) => ({
  ...database,
  takeTurn: () => {
    turns += 1
    events.push('turn asked')
    return nextTurn()
  },
}))

afterEach(() => {
  vi.restoreAllMocks()
  events.length = 0
})

describe('turns at the database', () => {
  it('an order takes one turn, though it calls the local payment and shipping twins', async () => {
    const buyer = await createUser(app)
    const {
      store,
      products: [product],
    } = await createShop(app, [{ price: 25_000, stock: 5 }])
    await addToCart(app, buyer, product.id)
    await ensureStoreOrigin(app, store.id)
    const addressId = await buyerAddressId(app, buyer)
    const rates = await quoteRates(app, buyer, addressId)
    const [option] = rates.json().data[0].options
    turns = 0
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: buyer.auth,
      payload: {
        addressId,
        shipping: [
          { storeId: store.id, courierCode: option.courierCode, serviceCode: option.serviceCode },
        ],
      },
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().token).toEqual(expect.any(String))
    expect(turns).toBe(1)
  })

  it('a request from outside takes its turn, whatever mark it claims', async () => {
    turns = 0
    const res = await app.inject({
      url: '/api/v1/config',
      headers: { 'x-pasar-inner-request': '00000000-0000-4000-8000-000000000000' },
    })
    expect(res.statusCode).toBe(200)
    expect(turns).toBe(1)
  })

  it('a request asks for its turn once its bearer token is verified', async () => {
    // WebCrypto answers from the thread pool: a token verified after the turn would give the
    // turn away before the request reached the database (ADR 0953).
    const subtle = globalThis.crypto.subtle
    const verify = subtle.verify.bind(subtle)
    vi.spyOn(subtle, 'verify').mockImplementation(async (...args) => {
      const valid = await verify(...args)
      events.push('token verified')
      return valid
    })
    const buyer = await createUser(app)
    events.length = 0
    const res = await app.inject({ url: '/api/v1/carts', headers: buyer.auth })
    expect(res.statusCode, res.body).toBe(200)
    expect(events).toEqual(['token verified', 'turn asked'])
  })
})
