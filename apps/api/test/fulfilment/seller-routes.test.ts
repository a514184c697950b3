import { describe, expect, it } from 'vitest'
import { setupListeningApp } from '../helpers/app.ts'
import { createUser } from '../helpers/builders.ts'
import {
  ADDRESS,
  createShop,
  paidOrder,
  refundsOf,
  sellerCancelStoreOrder,
  shipStoreOrder,
  type Shop,
  stockOf,
  storeOrderRow,
} from './fixtures.ts'
import { getOrder } from '../orders/shop.ts'

// The local payment twin notifies this app over HTTP, so it listens on a port.
const { app } = await setupListeningApp()

const ordersUrl = (shop: Shop, rest = '') => `/api/v1/stores/${shop.store.slug}/orders${rest}`

async function paidFor(shop: Shop, quantity = 1, shipWithinMs?: number) {
  const buyer = await createUser(app)
  const order = await paidOrder(app, buyer, [{ shop, quantity, shippingPrice: 9_000 }], {
    ...(shipWithinMs === undefined ? {} : { shipWithinMs }),
  })
  return { buyer, order, storeOrderId: order.storeOrderIds[0] as number }
}

describe('the seller inbox', () => {
  it('lists the store orders newest first with the count of each status', async () => {
    const shop = await createShop(app)
    const first = await paidFor(shop)
    const second = await paidFor(shop)
    const res = await app.inject({ method: 'GET', url: ordersUrl(shop), headers: shop.seller.auth })
    expect(res.statusCode, res.body).toBe(200)
    const page = res.json()
    expect(page.data.map((o: { id: number }) => o.id)).toEqual([
      second.storeOrderId,
      first.storeOrderId,
    ])
    expect(page.counts).toEqual({
      AWAITING_PAYMENT: 0,
      TO_SHIP: 2,
      SHIPPED: 0,
      DELIVERED: 0,
      COMPLETED: 0,
      CANCELED: 0,
    })
    expect(page.pagination).toEqual({
      currentPage: 1,
      hasNextPage: false,
      totalPages: 1,
      totalItems: 2,
    })
    // The seller sees who bought it and where it goes once paid.
    expect(page.data[0]).toMatchObject({
      status: 'TO_SHIP',
      buyer: { name: expect.stringContaining('Test User') },
      address: ADDRESS,
      itemsTotal: 50_000,
      shipping: { courierCode: 'jne', price: 9_000, trackingNumber: null },
      refund: null,
    })

    await shipStoreOrder(app, shop, first.storeOrderId, 'JNE-0001')
    const shipped = await app.inject({
      method: 'GET',
      url: ordersUrl(shop, '?status=SHIPPED&limit=1'),
      headers: shop.seller.auth,
    })
    expect(shipped.json().data.map((o: { id: number }) => o.id)).toEqual([first.storeOrderId])
    expect(shipped.json().counts).toMatchObject({ TO_SHIP: 1, SHIPPED: 1 })
    // The page's total is that status's, not the store's.
    expect(shipped.json().pagination).toEqual({
      currentPage: 1,
      hasNextPage: false,
      totalPages: 1,
      totalItems: 1,
    })
  })

  it('answers 400 on an unknown status and 403 to another user', async () => {
    const shop = await createShop(app)
    const bad = await app.inject({
      method: 'GET',
      url: ordersUrl(shop, '?status=LOST'),
      headers: shop.seller.auth,
    })
    expect(bad.statusCode).toBe(400)
    const stranger = await createUser(app)
    const res = await app.inject({ method: 'GET', url: ordersUrl(shop), headers: stranger.auth })
    expect(res.statusCode).toBe(403)
    expect((await app.inject({ method: 'GET', url: ordersUrl(shop) })).statusCode).toBe(401)
  })

  it("shows one store order, and another store's is not found", async () => {
    const shop = await createShop(app)
    const other = await createShop(app)
    const { storeOrderId } = await paidFor(shop)
    const mine = await app.inject({
      method: 'GET',
      url: ordersUrl(shop, `/${storeOrderId}`),
      headers: shop.seller.auth,
    })
    expect(mine.statusCode).toBe(200)
    expect(mine.json().data).toMatchObject({ id: storeOrderId, status: 'TO_SHIP' })
    const elsewhere = await app.inject({
      method: 'GET',
      url: ordersUrl(other, `/${storeOrderId}`),
      headers: other.seller.auth,
    })
    expect(elsewhere.statusCode).toBe(404)
    const foreign = await app.inject({
      method: 'GET',
      url: ordersUrl(shop, `/${storeOrderId}`),
      headers: other.seller.auth,
    })
    expect(foreign.statusCode).toBe(403)
  })

  it('lists those to ship nearest deadline first, and every other list newest first', async () => {
    const shop = await createShop(app)
    const hour = 60 * 60 * 1000
    const dueIn3Days = await paidFor(shop, 1, 72 * hour)
    const dueIn3Hours = await paidFor(shop, 1, 3 * hour)
    const dueIn1Day = await paidFor(shop, 1, 24 * hour)
    const ids = async (query: string) => {
      const res = await app.inject({
        method: 'GET',
        url: ordersUrl(shop, query),
        headers: shop.seller.auth,
      })
      expect(res.statusCode, res.body).toBe(200)
      return res.json().data.map((o: { id: number }) => o.id)
    }
    expect(await ids('?status=TO_SHIP')).toEqual([
      dueIn3Hours.storeOrderId,
      dueIn1Day.storeOrderId,
      dueIn3Days.storeOrderId,
    ])
    // Pages follow the same order.
    expect(await ids('?status=TO_SHIP&limit=2&page=2')).toEqual([dueIn3Days.storeOrderId])
    expect(await ids('')).toEqual([
      dueIn1Day.storeOrderId,
      dueIn3Hours.storeOrderId,
      dueIn3Days.storeOrderId,
    ])
  })
})

describe('shipping a store order', () => {
  it('marks it SHIPPED with the tracking number in capitals', async () => {
    const shop = await createShop(app)
    const { storeOrderId } = await paidFor(shop)
    const res = await shipStoreOrder(app, shop, storeOrderId, ' jne-12345678 ')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      status: 'SHIPPED',
      shipping: { trackingNumber: 'JNE-12345678' },
      shippedAt: expect.any(String),
    })
    const row = await storeOrderRow(app, storeOrderId)
    expect(row?.trackingCheckedAt).toBeNull()

    // Shipped already: a second Ship is a conflict and changes nothing.
    const again = await shipStoreOrder(app, shop, storeOrderId, 'OTHER-1')
    expect(again.statusCode).toBe(409)
    expect((await storeOrderRow(app, storeOrderId))?.trackingNumber).toBe('JNE-12345678')
  })

  it('refuses a bad tracking number with a field error, and other stores', async () => {
    const shop = await createShop(app)
    const other = await createShop(app)
    const { storeOrderId } = await paidFor(shop)
    for (const trackingNumber of ['ab', 'has space', 'x'.repeat(41), '']) {
      const res = await shipStoreOrder(app, shop, storeOrderId, trackingNumber)
      expect(res.statusCode).toBe(400)
      expect(res.json().errors).toEqual([
        { path: 'trackingNumber', message: expect.stringContaining('Tracking number') },
      ])
    }
    const foreign = await app.inject({
      method: 'POST',
      url: ordersUrl(shop, `/${storeOrderId}/ship`),
      headers: other.seller.auth,
      payload: { trackingNumber: 'JNE-1234' },
    })
    expect(foreign.statusCode).toBe(403)
    const notTheirs = await shipStoreOrder(app, other, storeOrderId, 'JNE-1234')
    expect(notTheirs.statusCode).toBe(404)
    expect((await storeOrderRow(app, storeOrderId))?.status).toBe('TO_SHIP')
  })
})

describe('the seller cancels a store order', () => {
  it('cancels, refunds items and shipping at the provider and puts the stock back', async () => {
    const shop = await createShop(app, 50_000, 10)
    const { buyer, order, storeOrderId } = await paidFor(shop, 2)
    expect(await stockOf(app, shop.product.id)).toBe(8)
    const res = await sellerCancelStoreOrder(
      app,
      shop,
      storeOrderId,
      'Out of stock in the warehouse',
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      status: 'CANCELED',
      cancelReason: 'Out of stock in the warehouse',
      canceledAt: expect.any(String),
      refund: { amount: 109_000, status: 'DONE' },
    })
    expect(await stockOf(app, shop.product.id)).toBe(10)
    const [refund] = await refundsOf(app, storeOrderId)
    expect(refund).toMatchObject({
      refundKey: `store-order-${storeOrderId}`,
      amount: 109_000,
      providerOrderId: order.providerOrderId,
    })
    expect((await storeOrderRow(app, storeOrderId))?.canceledBy).toBe('SELLER')

    // The buyer sees it on their order, whose payment stays PAID.
    const view = await getOrder(app, buyer, order.orderId)
    expect(view.json().data).toMatchObject({
      status: 'PAID',
      storeOrders: [{ id: storeOrderId, status: 'CANCELED', refund: { status: 'DONE' } }],
    })

    const again = await sellerCancelStoreOrder(
      app,
      shop,
      storeOrderId,
      'Out of stock in the warehouse',
    )
    expect(again.statusCode).toBe(409)
    expect(await refundsOf(app, storeOrderId)).toHaveLength(1)
    expect(await stockOf(app, shop.product.id)).toBe(10)
  })

  it('refuses a missing or short reason and a shipped store order', async () => {
    const shop = await createShop(app)
    const { storeOrderId } = await paidFor(shop)
    for (const payload of [{}, { reason: 'no' }, { reason: 'x'.repeat(501) }]) {
      const res = await app.inject({
        method: 'POST',
        url: ordersUrl(shop, `/${storeOrderId}/cancel`),
        headers: shop.seller.auth,
        payload,
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().errors?.[0]?.path).toBe('reason')
    }
    await shipStoreOrder(app, shop, storeOrderId, 'JNE-5555')
    const res = await sellerCancelStoreOrder(app, shop, storeOrderId, 'Changed my mind')
    expect(res.statusCode).toBe(409)
    expect(await refundsOf(app, storeOrderId)).toHaveLength(0)
  })
})

describe("the seller's store list", () => {
  it('says how many orders each store has to ship', async () => {
    const shop = await createShop(app)
    const second = await createStoreOf(shop)
    await paidFor(shop)
    const { storeOrderId } = await paidFor(shop)
    await shipStoreOrder(app, shop, storeOrderId, 'JNE-7777')
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/stores/user',
      headers: shop.seller.auth,
    })
    expect(res.statusCode).toBe(200)
    const byId = new Map(res.json().data.map((s: { id: number; toShip: number }) => [s.id, s]))
    expect(byId.get(shop.store.id)).toMatchObject({ toShip: 1 })
    expect(byId.get(second)).toMatchObject({ toShip: 0 })
  })
})

async function createStoreOf(shop: Shop) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/stores',
    headers: shop.seller.auth,
    payload: { name: 'Second store' },
  })
  return res.json().data.id as number
}
