// A failed payment is not a dead order (docs/decisions/1005): a denied attempt leaves the order
// payable until its deadline, the next attempt has its own Midtrans order id, a superseded
// attempt's late news changes nothing, and money taken twice goes back.
import type { Order } from '@pasar/shared'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { paymentAttempts, refunds, storeOrders } from '../../src/db/schema/index.ts'
import { refundDepsOf } from '../../src/modules/refunds/deps.ts'
import { expireOverdueOrders } from '../../src/modules/orders/payment-state.ts'
import { setupTestApp } from '../helpers/app.ts'
import { createUser, type TestUser } from '../helpers/builders.ts'
import { notification, postNotification, startFakeMidtrans } from '../payments/fake-midtrans.ts'
import { getOrder, orderRow, pendingOrderOfOne, stockOf } from './shop.ts'

const SERVER_KEY = 'SB-Mid-server-attempts-key'
const midtrans = await startFakeMidtrans(SERVER_KEY)
afterAll(() => midtrans.close())
const { app } = await setupTestApp(midtrans.env)

async function pendingOrder() {
  const { buyer, product, order } = await pendingOrderOfOne(app, { price: 50_000, stock: 4 }, 2)
  return { buyer, product, order, attempt: (n: number) => `PSR-${order.id}-${n}` }
}

/** Midtrans' side changes, then it tells the shop (signed, as Midtrans does). */
async function tell(
  providerOrderId: string,
  status: string,
  amount: number,
  extra: Record<string, unknown> = {},
) {
  const statusCode = { settlement: '200', pending: '201', deny: '202', expire: '407' }[status]
  midtrans.setStatus(providerOrderId, status)
  const body = {
    ...notification(SERVER_KEY, {
      orderId: providerOrderId,
      status,
      grossAmount: amount,
      statusCode,
    }),
    ...extra,
  }
  const res = await postNotification(app, body)
  expect(res.statusCode, res.body).toBe(200)
}

const view = async (buyer: TestUser, id: number) => {
  const res = await getOrder(app, buyer, id)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as Order
}
const payNow = async (buyer: TestUser, id: number) => {
  const res = await app.inject({
    method: 'PATCH',
    url: `/api/v1/orders/${id}`,
    headers: buyer.auth,
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as Order
}
const refundsOf = (orderId: number) =>
  app.db.select().from(refunds).where(eq(refunds.orderId, orderId))

describe('payment attempts', () => {
  it('a denied attempt leaves the order PENDING; Pay now starts attempt 2, which pays it', async () => {
    const { buyer, product, order, attempt } = await pendingOrder()
    await tell(attempt(1), 'deny', order.totalPrice)
    expect((await orderRow(app, order.id))?.status).toBe('PENDING')
    expect(await stockOf(app, product.id)).toBe(2)
    expect((await view(buyer, order.id)).payment).toEqual({
      attempt: 1,
      status: 'FAILED',
      instructions: null,
    })

    const again = await payNow(buyer, order.id)
    expect(again).toMatchObject({
      status: 'PENDING',
      token: `snap-${attempt(2)}`,
      payment: { attempt: 2, status: 'PENDING' },
    })
    expect(midtrans.transactions.get(attempt(2))?.request.transaction_details).toEqual({
      order_id: attempt(2),
      gross_amount: order.totalPrice,
    })
    // Pay now again while attempt 2 is open reuses it: one open attempt at a time.
    expect((await payNow(buyer, order.id)).token).toBe(`snap-${attempt(2)}`)

    await tell(attempt(2), 'settlement', order.totalPrice)
    const paid = await view(buyer, order.id)
    expect(paid.status).toBe('PAID')
    expect(paid.storeOrders.map((s) => s.status)).toEqual(['TO_SHIP'])
    expect(await stockOf(app, product.id)).toBe(2)
  })

  it("ignores a superseded attempt's late news, and refunds it if it took money too", async () => {
    const { buyer, order, attempt } = await pendingOrder()
    await tell(attempt(1), 'deny', order.totalPrice)
    await payNow(buyer, order.id)
    await tell(attempt(2), 'settlement', order.totalPrice)

    for (const status of ['pending', 'expire', 'deny']) {
      await tell(attempt(1), status, order.totalPrice)
    }
    expect((await orderRow(app, order.id))?.status).toBe('PAID')
    expect(await refundsOf(order.id)).toEqual([])

    // Both attempts settled: the second money is given back in full, once.
    await tell(attempt(1), 'settlement', order.totalPrice)
    await tell(attempt(1), 'settlement', order.totalPrice)
    const given = await refundsOf(order.id)
    expect(given).toMatchObject([
      {
        providerOrderId: attempt(1),
        amount: order.totalPrice,
        refundKey: `extra-payment-${attempt(1)}`,
        status: 'DONE',
        storeOrderId: null,
      },
    ])
    expect(midtrans.transactions.get(attempt(1))?.refunds.get(given[0]?.refundKey ?? '')).toBe(
      order.totalPrice,
    )
    expect(midtrans.transactions.get(attempt(2))?.refunds.size).toBe(0)
    const after = await view(buyer, order.id)
    expect(after.status).toBe('PAID')
    expect(after.refund).toEqual({ amount: order.totalPrice, status: 'DONE' })
    const parts = await app.db.select().from(storeOrders).where(eq(storeOrders.orderId, order.id))
    expect(parts.map((p) => p.status)).toEqual(['TO_SHIP'])
  })

  it('shows the virtual account the provider gave while the attempt is pending', async () => {
    const { buyer, order, attempt } = await pendingOrder()
    await tell(attempt(1), 'pending', order.totalPrice, {
      payment_type: 'bank_transfer',
      va_numbers: [{ bank: 'bca', va_number: '12345678901' }],
      expiry_time: '2030-01-02 10:00:00',
    })
    expect((await view(buyer, order.id)).payment).toEqual({
      attempt: 1,
      status: 'PENDING',
      instructions: {
        method: 'bank_transfer',
        bank: 'bca',
        vaNumber: '12345678901',
        billerCode: null,
        billKey: null,
        store: null,
        paymentCode: null,
        // Midtrans writes Jakarta time.
        expiresAt: '2030-01-02T03:00:00.000Z',
      },
    })
    await tell(attempt(1), 'deny', order.totalPrice)
    expect((await view(buyer, order.id)).payment?.instructions).toBeNull()
  })

  it('an attempt that expires before the deadline leaves the order payable', async () => {
    const { buyer, order, attempt } = await pendingOrder()
    await tell(attempt(1), 'expire', order.totalPrice)
    expect((await orderRow(app, order.id))?.status).toBe('PENDING')
    expect((await payNow(buyer, order.id)).payment).toMatchObject({ attempt: 2 })
  })

  it('the deadline still ends an order whose attempt was denied, with its stock back', async () => {
    const { buyer, product, order, attempt } = await pendingOrder()
    await tell(attempt(1), 'deny', order.totalPrice)
    const later = new Date(Date.parse(order.paymentDeadline) + 1_000)
    expect(await expireOverdueOrders(refundDepsOf(app), later)).toBeGreaterThanOrEqual(1)
    expect((await orderRow(app, order.id))?.status).toBe('EXPIRED')
    expect(await stockOf(app, product.id)).toBe(4)
    // No new attempt for an order that ended.
    expect((await payNow(buyer, order.id)).status).toBe('EXPIRED')
    const attempts = await app.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, order.id))
    expect(attempts).toHaveLength(1)
    // Money that still comes in for it goes back.
    await tell(attempt(1), 'settlement', order.totalPrice)
    expect(await refundsOf(order.id)).toMatchObject([
      { refundKey: `late-payment-${order.id}`, amount: order.totalPrice },
    ])
  })

  it("refuses to pay, view or cancel another user's order", async () => {
    const { order } = await pendingOrder()
    const stranger = await createUser(app)
    for (const [method, url] of [
      ['PATCH', `/api/v1/orders/${order.id}`],
      ['GET', `/api/v1/orders/${order.id}`],
      ['DELETE', `/api/v1/orders/${order.id}/cancel`],
    ] as const) {
      const res = await app.inject({ method, url, headers: stranger.auth })
      expect(res.statusCode).toBe(404)
    }
    expect(midtrans.transactions.has(`PSR-${order.id}-2`)).toBe(false)
  })
})
