import type { InjectOptions } from 'fastify'
import { describe, expect, it } from 'vitest'
import { holderName } from '../../src/providers/payout/local/accounts.ts'
import { setupTestApp } from '../helpers/app.ts'
import { createProduct, createStore, createUser } from '../helpers/builders.ts'
import { STORE_ORIGIN } from '../helpers/checkout.ts'
import { createStoreVoucher } from '../helpers/vouchers.ts'
import { paidOrder } from '../fulfilment/fixtures.ts'
import { electronics, filesUnder, image, productForm, validFields } from './support.ts'

const { app, dataDir } = await setupTestApp()
await electronics(app)

const owner = await createUser(app)
const stranger = await createUser(app)
const store = await createStore(app, owner.id, { name: 'Toko Pemilik', description: 'Mine' })
const product = await createProduct(app, store.id, { name: 'Kopi Gayo', price: 90_000, stock: 3 })
// Two paid store orders of the store: one to ship, one to cancel.
const buyer = await createUser(app)
const shop = { seller: owner, store, product }
const noPayment = { pay: async () => {} }
const voucher = await createStoreVoucher(app, store.id, { code: 'PEMILIK10' })
const [toShip, toCancel] = [
  (await paidOrder(app, buyer, [{ shop }], noPayment)).storeOrderIds[0],
  (await paidOrder(app, buyer, [{ shop }], noPayment)).storeOrderIds[0],
]

/** What a visitor and the owner see of the store and its products, to prove a refused write changed nothing. */
async function snapshot() {
  const storeRes = await app.inject({ url: `/api/v1/stores/${store.slug}` })
  const mineRes = await app.inject({ url: '/api/v1/stores/user', headers: owner.auth })
  const productsRes = await app.inject({ url: `/api/v1/stores/${store.slug}/products?limit=100` })
  const vouchersRes = await app.inject({
    url: `/api/v1/stores/${store.slug}/vouchers`,
    headers: owner.auth,
  })
  return {
    store: storeRes.json(),
    mine: mineRes.json(),
    products: productsRes.json(),
    vouchers: vouchersRes.json(),
    files: filesUnder(dataDir),
  }
}

type Request = InjectOptions & { url: string }

const writes: {
  name: string
  route: string
  /** What the owner gets when not a success: a rule of the route, past the ownership guard. */
  ownerStatus?: number
  request: () => Request | Promise<Request>
}[] = [
  {
    name: 'PATCH the store',
    route: 'PATCH /api/v1/stores/{slug}',
    request: () => ({
      method: 'PATCH' as const,
      url: `/api/v1/stores/${store.slug}`,
      payload: { name: 'Taken Over' },
    }),
  },
  {
    name: 'DELETE the store',
    route: 'DELETE /api/v1/stores/{slug}',
    request: () => ({ method: 'DELETE' as const, url: `/api/v1/stores/${store.slug}` }),
  },
  {
    name: 'PUT the shipping origin',
    route: 'PUT /api/v1/stores/{slug}/address',
    request: () => ({
      method: 'PUT' as const,
      url: `/api/v1/stores/${store.slug}/address`,
      payload: STORE_ORIGIN,
    }),
  },
  {
    name: 'POST a product',
    route: 'POST /api/v1/stores/{slug}/products',
    request: async () => ({
      method: 'POST' as const,
      url: `/api/v1/stores/${store.slug}/products`,
      payload: productForm(validFields, [{ bytes: await image('png') }]),
    }),
  },
  {
    name: 'PATCH a product',
    route: 'PATCH /api/v1/stores/{slug}/products/{uuid}',
    request: () => ({
      method: 'PATCH' as const,
      url: `/api/v1/stores/${store.slug}/products/${product.uuid}`,
      payload: { price: 1000, stock: 0 },
    }),
  },
  {
    name: "PUT a product's pictures",
    route: 'PUT /api/v1/stores/{slug}/products/{uuid}/images',
    request: async () => ({
      method: 'PUT' as const,
      url: `/api/v1/stores/${store.slug}/products/${product.uuid}/images`,
      payload: productForm({}, [{ bytes: await image('png') }]),
    }),
  },
  {
    name: "PUT a product's variants",
    route: 'PUT /api/v1/stores/{slug}/products/{uuid}/variants',
    request: () => ({
      method: 'PUT' as const,
      url: `/api/v1/stores/${store.slug}/products/${product.uuid}/variants`,
      payload: {
        options: [{ name: 'Ukuran', values: ['S', 'M'] }],
        variants: [
          { optionValues: ['S'], price: 90_000, stock: 1 },
          { optionValues: ['M'], price: 95_000, stock: 2 },
        ],
      },
    }),
  },
  {
    name: 'ship a store order',
    route: 'POST /api/v1/stores/{slug}/orders/{storeOrderId}/ship',
    request: () => ({
      method: 'POST' as const,
      url: `/api/v1/stores/${store.slug}/orders/${toShip}/ship`,
      payload: { trackingNumber: 'JNE-0001' },
    }),
  },
  {
    name: 'cancel a store order',
    route: 'POST /api/v1/stores/{slug}/orders/{storeOrderId}/cancel',
    request: () => ({
      method: 'POST' as const,
      url: `/api/v1/stores/${store.slug}/orders/${toCancel}/cancel`,
      payload: { reason: 'Out of stock' },
    }),
  },
  {
    name: 'PUT the bank account',
    route: 'PUT /api/v1/stores/{slug}/bank-account',
    request: () => ({
      method: 'PUT' as const,
      url: `/api/v1/stores/${store.slug}/bank-account`,
      payload: {
        bankCode: 'bca',
        accountNumber: '1234567890',
        accountName: holderName('bca', '1234567890'),
      },
    }),
  },
  {
    name: 'withdraw',
    route: 'POST /api/v1/stores/{slug}/payouts',
    // The owner passes the guard; the store has nothing to withdraw yet.
    ownerStatus: 409,
    request: () => ({
      method: 'POST' as const,
      url: `/api/v1/stores/${store.slug}/payouts`,
      payload: { amount: 10_000 },
    }),
  },
  {
    name: 'reply to a review',
    route: 'POST /api/v1/stores/{slug}/reviews/{id}/reply',
    // The owner passes the guard; the store has no review 1.
    ownerStatus: 404,
    request: () => ({
      method: 'POST' as const,
      url: `/api/v1/stores/${store.slug}/reviews/1/reply`,
      payload: { text: 'Taken over' },
    }),
  },
  {
    name: 'create a voucher',
    route: 'POST /api/v1/stores/{slug}/vouchers',
    request: () => ({
      method: 'POST' as const,
      url: `/api/v1/stores/${store.slug}/vouchers`,
      payload: {
        code: 'DIAMBIL',
        kind: 'FIXED',
        value: 5_000,
        quota: 10,
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    }),
  },
  {
    name: 'end a voucher',
    route: 'PATCH /api/v1/stores/{slug}/vouchers/{id}',
    request: () => ({
      method: 'PATCH' as const,
      url: `/api/v1/stores/${store.slug}/vouchers/${voucher.id}`,
      payload: { active: false },
    }),
  },
  {
    name: 'DELETE a product',
    route: 'DELETE /api/v1/stores/{slug}/products/{uuid}',
    request: () => ({
      method: 'DELETE' as const,
      url: `/api/v1/stores/${store.slug}/products/${product.uuid}`,
    }),
  },
]

describe('writes by someone who does not own the store', () => {
  it('the table above holds every owner-only route (each write under /api/v1/stores/{slug})', async () => {
    const served = await app.inject({ url: '/api/docs/json' })
    const paths = served.json<{ paths: Record<string, Record<string, unknown>> }>().paths
    const ownerOnly = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/v1/stores/{slug}'))
      .flatMap(([path, methods]) =>
        Object.keys(methods)
          .filter((method) => method !== 'get')
          .map((method) => `${method.toUpperCase()} ${path}`),
      )
    expect(writes.map((write) => write.route).sort()).toEqual(ownerOnly.sort())
  })

  for (const write of writes) {
    it(`${write.name}: 403 and nothing changes`, async () => {
      const before = await snapshot()
      const res = await app.inject({ ...(await write.request()), headers: stranger.auth })
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual({ message: 'You do not own this store.' })
      expect(await snapshot()).toEqual(before)
    })

    it(`${write.name}: 401 without a session`, async () => {
      const res = await app.inject(await write.request())
      expect(res.statusCode).toBe(401)
    })
  }
})

describe('writes to a store that does not exist', () => {
  for (const write of writes) {
    it(`${write.name}: 404`, async () => {
      const request = await write.request()
      const res = await app.inject({
        ...request,
        url: request.url.replace(store.slug, 'no-such-store'),
        headers: owner.auth,
      })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ message: 'Store not found' })
    })
  }
})

describe('the owner', () => {
  it('may do what strangers may not (the same requests succeed)', async () => {
    // The store is deleted last, so the product writes still find it.
    const last = (w: { name: string }) => w.name === 'DELETE the store'
    for (const write of [...writes.filter((w) => !last(w)), ...writes.filter(last)]) {
      const res = await app.inject({ ...(await write.request()), headers: owner.auth })
      if (write.ownerStatus) expect(res.statusCode, write.name).toBe(write.ownerStatus)
      else expect(res.statusCode, write.name).toBeLessThan(300)
    }
  })
})
