import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { paymentNotifications, refunds } from '../../src/db/schema/index.ts'
import { localServerKey } from '../../src/providers/payment/local/index.ts'
import { setupListeningApp } from '../helpers/app.ts'
import { createUser, type TestUser } from '../helpers/builders.ts'
import { notification, postNotification } from '../payments/fake-midtrans.ts'
import {
  createShop,
  orderStatus,
  paidOrder,
  refundsOf,
  shipStoreOrder,
  type Shop,
  stockOf,
  storeOrderRow,
} from './fixtures.ts'
import { getOrder } from '../orders/shop.ts'

const { app, config } = await setupListeningApp()
const serverKey = localServerKey(config.jwtSecret ?? '')

const storeOrderUrl = (orderId: number, storeOrderId: number, action: string) =>
  `/api/v1/orders/${orderId}/store-orders/${storeOrderId}/${action}`

const ship = (shop: Shop, storeOrderId: number) => shipStoreOrder(app, shop, storeOrderId)

const cancel = (buyer: TestUser, orderId: number, storeOrderId: number, reason = 'Ordered twice') =>
  app.inject({
    method: 'POST',
    url: storeOrderUrl(orderId, storeOrderId, 'cancel'),
    headers: buyer.auth,
    payload: { reason },
  })

async function twoStoreOrder() {
  const buyer = await createUser(app)
  const a = await createShop(app, 40_000, 5)
  const b = await createShop(app, 25_000, 5)
  const order = await paidOrder(app, buyer, [
    { shop: a, quantity: 2, shippingPrice: 10_000 },
    { shop: b, quantity: 1, shippingPrice: 8_000 },
  ])
  const [first, second] = order.storeOrderIds as [number, number]
  return { buyer, a, b, order, first, second }
}

describe('the buyer receives a store order', () => {
  it('completes a shipped one, and only a shipped or delivered one', async () => {
    const { buyer, a, order, first } = await twoStoreOrder()
    const early = await app.inject({
      method: 'POST',
      url: storeOrderUrl(order.orderId, first, 'receive'),
      headers: buyer.auth,
    })
    expect(early.statusCode).toBe(409)
    expect((await ship(a, first)).statusCode).toBe(200)
    const res = await app.inject({
      method: 'POST',
      url: storeOrderUrl(order.orderId, first, 'receive'),
      headers: buyer.auth,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      id: first,
      status: 'COMPLETED',
      completedAt: expect.any(String),
    })
    // The buyer's view carries no buyer or address fields (the response schema is exact).
    expect(res.json().data).not.toHaveProperty('address')
    const twice = await app.inject({
      method: 'POST',
      url: storeOrderUrl(order.orderId, first, 'receive'),
      headers: buyer.auth,
    })
    expect(twice.statusCode).toBe(409)
  })

  it("is a 404 for someone else's order or a store order of another order", async () => {
    const { a, order, first } = await twoStoreOrder()
    const other = await twoStoreOrder()
    await ship(a, first)
    const stranger = await createUser(app)
    const res = await app.inject({
      method: 'POST',
      url: storeOrderUrl(order.orderId, first, 'receive'),
      headers: stranger.auth,
    })
    expect(res.statusCode).toBe(404)
    const mixed = await app.inject({
      method: 'POST',
      url: storeOrderUrl(other.order.orderId, first, 'receive'),
      headers: other.buyer.auth,
    })
    expect(mixed.statusCode).toBe(404)
    expect((await storeOrderRow(app, first))?.status).toBe('SHIPPED')
  })
})

describe('the buyer cancels a store order', () => {
  it("refunds that store's items and shipping only; the other store order goes on", async () => {
    const { buyer, a, b, order, first, second } = await twoStoreOrder()
    const res = await cancel(buyer, order.orderId, first)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      status: 'CANCELED',
      cancelReason: 'Ordered twice',
      refund: { amount: 90_000, status: 'DONE' },
    })
    expect((await storeOrderRow(app, first))?.canceledBy).toBe('BUYER')
    expect(await stockOf(app, a.product.id)).toBe(5)
    expect(await stockOf(app, b.product.id)).toBe(4)
    expect((await storeOrderRow(app, second))?.status).toBe('TO_SHIP')
    expect(await orderStatus(app, order.orderId)).toBe('PAID')

    // Shipped store orders cannot be canceled any more.
    await ship(b, second)
    expect((await cancel(buyer, order.orderId, second)).statusCode).toBe(409)
    expect(await refundsOf(app, second)).toHaveLength(0)
  })

  it('is a 404 for another buyer, a 400 without a proper reason, changing nothing', async () => {
    const { buyer, a, order, first } = await twoStoreOrder()
    const stranger = await createUser(app)
    expect((await cancel(stranger, order.orderId, first)).statusCode).toBe(404)
    const short = await cancel(buyer, order.orderId, first, 'meh')
    expect(short.statusCode).toBe(400)
    expect(short.json().errors).toEqual([
      { path: 'reason', message: 'Reason must contain at least 5 character(s)' },
    ])
    expect((await storeOrderRow(app, first))?.status).toBe('TO_SHIP')
    expect(await stockOf(app, a.product.id)).toBe(3)
  })

  it('a replayed payment notification after a cancel never reserves the stock again', async () => {
    const { buyer, a, order, first } = await twoStoreOrder()
    expect((await cancel(buyer, order.orderId, first)).statusCode).toBe(200)
    expect(await stockOf(app, a.product.id)).toBe(5)
    for (const status of ['settlement', 'capture']) {
      const replay = await postNotification(
        app,
        notification(serverKey, {
          orderId: order.providerOrderId,
          status,
          grossAmount: order.totalPrice,
        }),
      )
      expect(replay.statusCode).toBe(200)
    }
    expect(await stockOf(app, a.product.id)).toBe(5)
    expect(await orderStatus(app, order.orderId)).toBe('PAID')
    expect((await storeOrderRow(app, first))?.status).toBe('CANCELED')
    expect(await refundsOf(app, first)).toHaveLength(1)
  })

  it("Midtrans' refund notifications are recorded and never change the payment status", async () => {
    const { buyer, order, first } = await twoStoreOrder()
    expect((await cancel(buyer, order.orderId, first)).statusCode).toBe(200)
    for (const status of ['partial_refund', 'refund']) {
      const res = await postNotification(
        app,
        notification(serverKey, {
          orderId: order.providerOrderId,
          status,
          grossAmount: order.totalPrice,
        }),
      )
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ message: 'OK' })
    }
    const recorded = await app.db
      .select({ status: paymentNotifications.transactionStatus })
      .from(paymentNotifications)
      .where(eq(paymentNotifications.providerOrderId, order.providerOrderId))
    expect(recorded.map((r) => r.status)).toEqual(
      expect.arrayContaining(['settlement', 'partial_refund', 'refund']),
    )
    expect(await orderStatus(app, order.orderId)).toBe('PAID')
    const view = await getOrder(app, buyer, order.orderId)
    expect(view.json().data).toMatchObject({ status: 'PAID', refund: null })
  })

  it("Midtrans' refund notification records its refunds against ours: a pending one is DONE", async () => {
    const { buyer, order, first } = await twoStoreOrder()
    expect((await cancel(buyer, order.orderId, first)).statusCode).toBe(200)
    const [refund] = await refundsOf(app, first)
    if (!refund) throw new Error('no refund')
    // As if the provider could not be reached when the refund was sent.
    await app.db.update(refunds).set({ status: 'PENDING' }).where(eq(refunds.id, refund.id))
    const notify = (reported: { refund_key: string; refund_amount: string }[]) =>
      postNotification(app, {
        ...notification(serverKey, {
          orderId: order.providerOrderId,
          status: 'partial_refund',
          grossAmount: order.totalPrice,
        }),
        refunds: reported,
      })
    // Another key, or the right key with another amount, is not ours: nothing changes.
    expect(
      (await notify([{ refund_key: 'someone-else', refund_amount: `${refund.amount}.00` }]))
        .statusCode,
    ).toBe(200)
    expect(
      (await notify([{ refund_key: refund.refundKey, refund_amount: '1.00' }])).statusCode,
    ).toBe(200)
    expect((await refundsOf(app, first))[0]?.status).toBe('PENDING')
    const res = await notify([
      { refund_key: refund.refundKey, refund_amount: `${refund.amount}.00` },
    ])
    expect(res.statusCode).toBe(200)
    expect((await refundsOf(app, first))[0]?.status).toBe('DONE')
    expect(await orderStatus(app, order.orderId)).toBe('PAID')
  })
})
