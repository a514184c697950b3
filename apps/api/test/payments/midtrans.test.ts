import { refundDepsOf } from '../../src/modules/refunds/deps.ts'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { paymentAttempts, paymentNotifications } from '../../src/db/schema/index.ts'
import { expireOverdueOrders } from '../../src/modules/orders/payment-state.ts'
import { setupTestApp } from '../helpers/app.ts'
import { createUser } from '../helpers/builders.ts'
import {
  addToCart,
  cancelOrder,
  createShop,
  orderRow,
  productInCart,
  stockOf,
} from '../orders/shop.ts'
import { checkout } from '../helpers/checkout.ts'
import { notification, postNotification, startFakeMidtrans } from './fake-midtrans.ts'

const SERVER_KEY = 'SB-Mid-server-test-key'
const midtrans = await startFakeMidtrans(SERVER_KEY)
afterAll(() => midtrans.close())
const { app } = await setupTestApp(midtrans.env)

const notify = (body: object) => postNotification(app, body)

/** A buyer with a PENDING order of two lines; returns what the tests need. */
async function pendingOrder(stock = 5) {
  const buyer = await createUser(app)
  const {
    products: [a, b],
  } = await createShop(app, [
    { price: 15_000, stock },
    { price: 27_500, stock },
  ])
  await addToCart(app, buyer, a.id, 2)
  await addToCart(app, buyer, b.id, 1)
  const res = await checkout(app, buyer)
  expect(res.statusCode, res.body).toBe(201)
  const order = res.json().data as {
    id: number
    totalPrice: number
    itemsTotal: number
    storeOrders: { id: number }[]
  }
  return { buyer, a, b, order, providerOrderId: `PSR-${order.id}-1` }
}

describe('real Midtrans client', () => {
  it('creates the Snap transaction with Basic auth, amounts and items that add up', async () => {
    const { order, providerOrderId } = await pendingOrder()
    const call = midtrans.calls.find((c) => c.path === '/snap/v1/transactions')
    expect(call?.authorization).toBe(`Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`)
    const sent = midtrans.transactions.get(providerOrderId)?.request
    expect(sent?.transaction_details).toEqual({
      order_id: providerOrderId,
      gross_amount: order.totalPrice,
    })
    expect(sent?.item_details.reduce((t, i) => t + i.price * i.quantity, 0)).toBe(order.totalPrice)
    expect(sent?.customer_details.email).toMatch(/@example\.com$/)
    // Every line names its store as the merchant; the store's parcel is one more line.
    const items = sent?.item_details ?? []
    expect(items.map((i) => i.merchant_name)).toEqual(
      items.map(() => expect.stringMatching(/^Store /)),
    )
    expect(items.filter((i) => i.name.startsWith('Shipping: '))).toHaveLength(1)
    expect(order.itemsTotal).toBe(57_500)
    const [attempt] = await app.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.providerOrderId, providerOrderId))
    expect(attempt).toMatchObject({
      token: `snap-${providerOrderId}`,
      redirectUrl: `https://snap.example/${providerOrderId}`,
      grossAmount: order.totalPrice,
    })
  })

  it('pays the order on a signed settlement notification (happy path)', async () => {
    const { order, providerOrderId, a } = await pendingOrder()
    const res = await notify(
      notification(SERVER_KEY, {
        orderId: providerOrderId,
        status: 'settlement',
        grossAmount: order.totalPrice,
      }),
    )
    expect(res.statusCode).toBe(200)
    expect((await orderRow(app, order.id))?.status).toBe('PAID')
    expect(await stockOf(app, a.id)).toBe(3)
  })

  it('answers 401 to a bad signature and changes nothing, but records it', async () => {
    const { order, providerOrderId } = await pendingOrder()
    const res = await notify(
      notification('wrong-key', {
        orderId: providerOrderId,
        status: 'settlement',
        grossAmount: order.totalPrice,
      }),
    )
    expect(res.statusCode).toBe(401)
    expect((await orderRow(app, order.id))?.status).toBe('PENDING')
    const recorded = await app.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.providerOrderId, providerOrderId))
    expect(recorded.map((r) => r.signatureValid)).toEqual([false])
  })

  it('refuses a notification whose amount is not the order’s', async () => {
    const { order, providerOrderId } = await pendingOrder()
    const res = await notify(
      notification(SERVER_KEY, {
        orderId: providerOrderId,
        status: 'settlement',
        grossAmount: 1_000,
      }),
    )
    expect(res.statusCode).toBe(400)
    expect((await orderRow(app, order.id))?.status).toBe('PENDING')
  })

  it('applies a notification replayed five times once', async () => {
    const { order, providerOrderId, a, b } = await pendingOrder()
    const body = notification(SERVER_KEY, {
      orderId: providerOrderId,
      status: 'cancel',
      statusCode: '200',
      grossAmount: order.totalPrice,
    })
    const codes = []
    for (let i = 0; i < 5; i++) codes.push((await notify(body)).statusCode)
    expect(codes).toEqual([200, 200, 200, 200, 200])
    expect((await orderRow(app, order.id))?.status).toBe('CANCELED')
    // Released exactly once: back to the full stock, not beyond.
    expect(await stockOf(app, a.id)).toBe(5)
    expect(await stockOf(app, b.id)).toBe(5)
    const recorded = await app.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.providerOrderId, providerOrderId))
    expect(recorded).toHaveLength(5)
  })

  it('never lets a late pending or expire undo a payment', async () => {
    const { order, providerOrderId, a } = await pendingOrder()
    const settle = notification(SERVER_KEY, {
      orderId: providerOrderId,
      status: 'settlement',
      grossAmount: order.totalPrice,
    })
    const late = notification(SERVER_KEY, {
      orderId: providerOrderId,
      status: 'pending',
      grossAmount: order.totalPrice,
    })
    const expire = notification(SERVER_KEY, {
      orderId: providerOrderId,
      status: 'expire',
      statusCode: '407',
      grossAmount: order.totalPrice,
    })
    for (const body of [settle, late, expire, late])
      expect((await notify(body)).statusCode).toBe(200)
    expect((await orderRow(app, order.id))?.status).toBe('PAID')
    expect(await stockOf(app, a.id)).toBe(3)
  })

  it('pays on capture with fraud status accept, not on challenge', async () => {
    const { order, providerOrderId } = await pendingOrder()
    await notify(
      notification(SERVER_KEY, {
        orderId: providerOrderId,
        status: 'capture',
        fraudStatus: 'challenge',
        grossAmount: order.totalPrice,
      }),
    )
    expect((await orderRow(app, order.id))?.status).toBe('PENDING')
    await notify(
      notification(SERVER_KEY, {
        orderId: providerOrderId,
        status: 'capture',
        fraudStatus: 'accept',
        grossAmount: order.totalPrice,
      }),
    )
    expect((await orderRow(app, order.id))?.status).toBe('PAID')
  })

  it('PATCH asks the Core API for the status and applies it', async () => {
    const { buyer, order, providerOrderId } = await pendingOrder()
    const patch = () =>
      app.inject({ method: 'PATCH', url: `/api/v1/orders/${order.id}`, headers: buyer.auth })
    // The buyer has not chosen a method yet: Midtrans answers 404, nothing changes.
    expect((await patch()).json().data.status).toBe('PENDING')
    midtrans.setStatus(providerOrderId, 'settlement')
    const res = await patch()
    expect(res.statusCode).toBe(200)
    expect(res.json().data.status).toBe('PAID')
    expect(midtrans.calls.some((c) => c.path === `/v2/${providerOrderId}/status`)).toBe(true)
  })

  it('cancels at Midtrans and releases the stock', async () => {
    const { buyer, order, providerOrderId, a } = await pendingOrder()
    midtrans.setStatus(providerOrderId, 'pending')
    const res = await cancelOrder(app, buyer, order.id)
    expect(res.statusCode).toBe(200)
    expect(res.json().data.status).toBe('CANCELED')
    expect(
      midtrans.calls.some((c) => c.method === 'POST' && c.path === `/v2/${providerOrderId}/cancel`),
    ).toBe(true)
    expect(await stockOf(app, a.id)).toBe(5)
    // Midtrans' own cancel notification afterwards changes nothing.
    await notify(
      notification(SERVER_KEY, {
        orderId: providerOrderId,
        status: 'cancel',
        grossAmount: order.totalPrice,
      }),
    )
    expect(await stockOf(app, a.id)).toBe(5)
  })

  it('expires overdue PENDING orders and releases their stock once', async () => {
    const { order, a, b } = await pendingOrder()
    expect(await stockOf(app, a.id)).toBe(3)
    const later = new Date(Date.now() + 25 * 3_600_000)
    expect(await expireOverdueOrders(refundDepsOf(app), later)).toBeGreaterThanOrEqual(1)
    expect((await orderRow(app, order.id))?.status).toBe('EXPIRED')
    expect(await stockOf(app, a.id)).toBe(5)
    expect(await stockOf(app, b.id)).toBe(5)
    expect(await expireOverdueOrders(refundDepsOf(app), later)).toBe(0)
    expect(await stockOf(app, a.id)).toBe(5)
  })

  it('starts a new attempt with its own order id when the first could not start', async () => {
    midtrans.failSnap(true)
    const buyer = await createUser(app)
    const a = await productInCart(app, buyer, { price: 30_000, stock: 2 })
    const failed = await checkout(app, buyer)
    midtrans.failSnap(false)
    expect(failed.statusCode).toBe(502)
    expect(failed.json().message).toBe(
      'The payment could not be started. Please try again from your orders.',
    )
    const list = await app.inject({ method: 'GET', url: '/api/v1/orders', headers: buyer.auth })
    const [order] = list.json().data
    expect(order).toMatchObject({ status: 'PENDING', token: null })
    expect(await stockOf(app, a.id)).toBe(1)

    const retried = await app.inject({
      method: 'PATCH',
      url: `/api/v1/orders/${order.id}`,
      headers: buyer.auth,
    })
    expect(retried.json().data.token).toBe(`snap-PSR-${order.id}-2`)
    const paid = await notify(
      notification(SERVER_KEY, {
        orderId: `PSR-${order.id}-2`,
        status: 'settlement',
        grossAmount: order.totalPrice,
      }),
    )
    expect(paid.statusCode).toBe(200)
    expect((await orderRow(app, order.id))?.status).toBe('PAID')
  })
})
