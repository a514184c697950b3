import { describe, expect, it } from 'vitest'
import { setupListeningApp } from '../helpers/app.ts'
import { createUser } from '../helpers/builders.ts'
import {
  createShop,
  paidOrder,
  sellerCancelStoreOrder,
  shipStoreOrder,
} from '../fulfilment/fixtures.ts'
import { call, OPERATOR_ENV, operatorOf } from './support.ts'

// The local payment twin's notification reaches the listening app.
const { app } = await setupListeningApp(OPERATOR_ENV)
const operator = await operatorOf(app)

/** A paid order from two stores: the first shipped, the second canceled by its seller. */
async function orderAboutWhichABuyerAsks() {
  const buyer = await createUser(app, { email: `siti.${Date.now()}@example.com`, name: 'Siti' })
  const shipping = await createShop(app, 40_000, 10)
  const canceling = await createShop(app, 25_000, 10)
  const order = await paidOrder(app, buyer, [
    { shop: shipping, quantity: 1, shippingPrice: 10_000 },
    { shop: canceling, quantity: 2, shippingPrice: 9_000 },
  ])
  const [shippedId, canceledId] = order.storeOrderIds as [number, number]
  const shipped = await shipStoreOrder(app, shipping, shippedId, 'JNE-777')
  expect(shipped.statusCode, shipped.body).toBe(200)
  const canceled = await sellerCancelStoreOrder(app, canceling, canceledId, 'The item was damaged')
  expect(canceled.statusCode, canceled.body).toBe(200)
  return { buyer, order, shipping, canceling, shippedId, canceledId }
}

const asked = await orderAboutWhichABuyerAsks()
const other = await orderAboutWhichABuyerAsks()

describe('GET /api/v1/admin/orders', () => {
  it('finds an order by its number (1234, #1234, the payment id) with its buyer and stores', async () => {
    const id = asked.order.orderId
    for (const q of [String(id), `#${id}`, `PSR-${id}-1`]) {
      const res = await call(
        app,
        operator,
        'GET',
        `/api/v1/admin/orders?q=${encodeURIComponent(q)}`,
      )
      expect(res.status, res.raw).toBe(200)
      expect(res.body.data).toEqual([
        {
          id,
          status: 'PAID',
          totalPrice: asked.order.totalPrice,
          createdAt: expect.any(String),
          buyer: { id: asked.buyer.id, name: 'Siti', email: asked.buyer.email },
          stores: [
            { name: asked.shipping.store.name, slug: asked.shipping.store.slug },
            { name: asked.canceling.store.name, slug: asked.canceling.store.slug },
          ],
        },
      ])
      expect(res.body.pagination).toEqual({
        currentPage: 1,
        hasNextPage: false,
        totalPages: 1,
        totalItems: 1,
      })
    }
  })

  it("finds a buyer's orders by a part of their email, in any case; pages the rest", async () => {
    const part = asked.buyer.email.split('@')[0]?.toUpperCase() ?? ''
    const res = await call(app, operator, 'GET', `/api/v1/admin/orders?q=${part}`)
    expect(res.body.data.map((o: { id: number }) => o.id)).toEqual([asked.order.orderId])

    const all = await call(app, operator, 'GET', '/api/v1/admin/orders?limit=1')
    expect(all.body.data.map((o: { id: number }) => o.id)).toEqual([other.order.orderId])
    expect(all.body.pagination).toMatchObject({ currentPage: 1, hasNextPage: true, totalItems: 2 })
    const second = await call(app, operator, 'GET', '/api/v1/admin/orders?limit=1&page=2')
    expect(second.body.data.map((o: { id: number }) => o.id)).toEqual([asked.order.orderId])

    for (const q of ['99999999', '%', 'nobody@example.com', '99999999999']) {
      const none = await call(
        app,
        operator,
        'GET',
        `/api/v1/admin/orders?q=${encodeURIComponent(q)}`,
      )
      expect(none.status, q).toBe(200)
      expect(none.body.data, q).toEqual([])
    }
  })

  it('refuses a bad page with 400', async () => {
    const res = await call(app, operator, 'GET', '/api/v1/admin/orders?limit=1000')
    expect(res.status).toBe(400)
  })
})

describe('GET /api/v1/admin/orders/{id}', () => {
  it('shows the store orders, payment, refunds and timeline', async () => {
    const res = await call(app, operator, 'GET', `/api/v1/admin/orders/${asked.order.orderId}`)
    expect(res.status, res.raw).toBe(200)
    const order = res.body.data
    expect(order).toMatchObject({
      id: asked.order.orderId,
      status: 'PAID',
      buyer: { id: asked.buyer.id, email: asked.buyer.email },
      payment: { attempt: 1, status: 'PAID' },
      payments: [
        {
          attempt: 1,
          provider: 'local',
          providerOrderId: `PSR-${asked.order.orderId}-1`,
          status: 'PAID',
        },
      ],
    })
    expect(order).not.toHaveProperty('token')
    expect(order.storeOrders.map((s: { id: number; status: string }) => [s.id, s.status])).toEqual([
      [asked.shippedId, 'SHIPPED'],
      [asked.canceledId, 'CANCELED'],
    ])
    expect(order.refunds).toEqual([
      expect.objectContaining({
        orderId: asked.order.orderId,
        storeOrderId: asked.canceledId,
        amount: 2 * 25_000 + 9_000,
        buyer: { name: 'Siti', email: asked.buyer.email },
      }),
    ])
    const events = order.timeline.map((e: { event: string; storeOrderId: number | null }) => [
      e.event,
      e.storeOrderId,
    ])
    expect(events.slice(0, 3)).toEqual([
      ['PLACED', null],
      ['PAYMENT_STARTED', null],
      ['PAYMENT_PAID', null],
    ])
    expect(events).toContainEqual(['SHIPPED', asked.shippedId])
    expect(events).toContainEqual(['CANCELED', asked.canceledId])
    expect(events).toContainEqual(['REFUND_STARTED', asked.canceledId])
    const times = order.timeline.map((e: { at: string }) => Date.parse(e.at))
    expect(times).toEqual([...times].sort((a, b) => a - b))
    expect(order.timeline).toContainEqual(
      expect.objectContaining({ event: 'SHIPPED', detail: 'JNE-777' }),
    )
    expect(order.timeline).toContainEqual(
      expect.objectContaining({ event: 'CANCELED', detail: 'The item was damaged' }),
    )
  })

  it('answers 404 for an order that does not exist', async () => {
    const res = await call(app, operator, 'GET', '/api/v1/admin/orders/99999999')
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ message: 'Order not found' })
  })
})

describe('operators only', () => {
  it('answers 403 to a signed-in user who is not an operator, even the buyer, and 401 without a token', async () => {
    for (const url of ['/api/v1/admin/orders', `/api/v1/admin/orders/${asked.order.orderId}`]) {
      expect((await call(app, asked.buyer, 'GET', url)).status, url).toBe(403)
      expect((await call(app, await createUser(app), 'GET', url)).status, url).toBe(403)
      expect((await app.inject({ url })).statusCode, url).toBe(401)
    }
  })
})
