// Biteship refusing our API key is the operator's problem, not a fact about the buyer's address.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp, type App } from '../../src/app.ts'
import { ShippingKeyRefused, ShippingRefused } from '../../src/providers/shipping/port.ts'
import { biteshipProvider } from '../../src/providers/shipping/biteship/client.ts'
import { addAddress, bandung } from '../addresses/support.ts'
import { errorLogInto, setupTestApp } from '../helpers/app.ts'
import { createProduct, createStore, createUser } from '../helpers/builders.ts'
import { addToCart } from '../orders/shop.ts'
import { startTwinServer, TestClock } from './servers.ts'

const base = await setupTestApp()
const twin = await startTwinServer(base.database.db, 'the-twins-key', new TestClock())

/** A provider stand-in that answers every call with `status` and Biteship's error body. */
async function answering(status: number) {
  const server = http.createServer((req, res) => {
    req.resume()
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ success: false, error: `refused with ${status}` }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { apiUrl: `http://127.0.0.1:${port}`, close: () => server.close() }
}
const forbidding = await answering(403)
const badRequest = await answering(400)

const logLines: { level: number; msg: string; err?: { message: string } }[] = []
const apps: App[] = []
/** The app on the test's database, using Biteship at `apiUrl` with `apiKey`, logging errors. */
async function appAgainst(apiUrl: string, apiKey: string) {
  const app = await buildApp({
    config: { ...base.config, shipping: { ...base.config.shipping, biteship: { apiUrl, apiKey } } },
    database: base.database,
    logger: errorLogInto(logLines),
  })
  await app.ready()
  apps.push(app)
  return app
}
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()))
  await twin.close()
  forbidding.close()
  badRequest.close()
})

/** A buyer with an address and one line from a store that ships from Jakarta. */
async function buyerWithCart(app: App) {
  const buyer = await createUser(app)
  const address = await addAddress(app, buyer)
  expect(address.statusCode, address.body).toBe(201)
  const seller = await createUser(app)
  const store = await createStore(app, seller.id)
  const origin = await app.inject({
    method: 'PUT',
    url: `/api/v1/stores/${store.slug}/address`,
    headers: seller.auth,
    payload: { ...bandung, city: 'Jakarta Pusat', district: 'Gambir', postalCode: '10110' },
  })
  expect(origin.statusCode, origin.body).toBe(200)
  const product = await createProduct(app, store.id, { weight: 1000 })
  await addToCart(app, buyer, product.id)
  return { buyer, addressId: address.json().data.id as number, store }
}

const rates = (app: App, user: { auth: Record<string, string> }, addressId: number) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/shipping/rates',
    headers: user.auth,
    payload: { addressId },
  })

describe('the shipping provider refuses our API key', () => {
  it('the adapter tells a refused key (401, 403) from a refused call (400)', async () => {
    const input = {
      originPostalCode: '10110',
      destinationPostalCode: '40132',
      couriers: ['jne'],
      items: [{ name: 'Kopi', value: 90_000, weight: 500, quantity: 1 }],
    }
    const at = (apiUrl: string, apiKey = 'k') => biteshipProvider({ apiUrl, apiKey })
    await expect(at(twin.apiUrl, 'a-wrong-key').quoteRates(input)).rejects.toThrow(
      ShippingKeyRefused,
    )
    await expect(at(forbidding.apiUrl).quoteRates(input)).rejects.toThrow(ShippingKeyRefused)
    await expect(at(badRequest.apiUrl).quoteRates(input)).rejects.toThrow(ShippingRefused)
  })

  for (const [what, server] of [
    ['401 from the twin', () => ({ apiUrl: twin.apiUrl, apiKey: 'a-wrong-key' })],
    ['403', () => ({ apiUrl: forbidding.apiUrl, apiKey: 'k' })],
  ] as const) {
    it(`${what}: checkout's rates answer 502, and the error log tells the operator`, async () => {
      const { apiUrl, apiKey } = server()
      const app = await appAgainst(apiUrl, apiKey)
      const { buyer, addressId } = await buyerWithCart(app)
      logLines.length = 0
      const res = await rates(app, buyer, addressId)
      expect(res.statusCode).toBe(502)
      expect(res.json()).toEqual({
        message: 'Shipping rates are unavailable right now. Please try again.',
      })
      const line = logLines.find((l) => l.msg.includes('refused our API key'))
      expect(line).toMatchObject({ level: 50 })
      expect(line?.msg).toContain('SHIPPING_API_KEY')
      expect(line?.err?.message).toMatch(/Biteship refused SHIPPING_API_KEY \(HTTP 40[13]\)/)
    })
  }

  it('a refusal of the parcel itself still says no courier serves the address', async () => {
    const app = await appAgainst(badRequest.apiUrl, 'k')
    const { buyer, addressId, store } = await buyerWithCart(app)
    const res = await rates(app, buyer, addressId)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(`No courier serves this address from ${store.name}.`)
  })
})
