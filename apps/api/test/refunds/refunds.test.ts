import { afterAll, describe, expect, it } from 'vitest'
import { retryPendingRefunds, sendRefund } from '../../src/modules/refunds/service.ts'
import { refundDepsOf } from '../../src/modules/refunds/deps.ts'
import { setupTestApp } from '../helpers/app.ts'
import { createUser } from '../helpers/builders.ts'
import { startFakeMidtrans } from '../payments/fake-midtrans.ts'
import {
  createShop,
  paidOrder,
  refundsOf,
  sellerCancelStoreOrder,
  stockOf,
  storeOrderRow,
} from '../fulfilment/fixtures.ts'
import { getOrder } from '../orders/shop.ts'

// A Midtrans-imitating HTTP server is the provider, so its refunds can be refused or fail.
const SERVER_KEY = 'SB-Mid-server-fulfilment'
const midtrans = await startFakeMidtrans(SERVER_KEY)
afterAll(() => midtrans.close())
const { app } = await setupTestApp(midtrans.env)
const refundDeps = () => refundDepsOf(app)
const settleAtMidtrans = async (providerOrderId: string) =>
  midtrans.setStatus(providerOrderId, 'settlement')

async function sellerCancels() {
  const shop = await createShop(app, 60_000, 5)
  const buyer = await createUser(app)
  const order = await paidOrder(app, buyer, [{ shop, quantity: 1, shippingPrice: 11_000 }], {
    pay: settleAtMidtrans,
  })
  const storeOrderId = order.storeOrderIds[0] as number
  const res = await sellerCancelStoreOrder(app, shop, storeOrderId, 'The item was damaged')
  expect(res.statusCode, res.body).toBe(200)
  return { shop, buyer, order, storeOrderId, answer: res.json().data }
}

const refundCalls = (providerOrderId: string) =>
  midtrans.calls.filter((call) => call.path === `/v2/${providerOrderId}/refund`)

describe('store-order refunds at the provider', () => {
  it('a refund Midtrans refuses stays FAILED for the operator; the cancel stands', async () => {
    midtrans.refunds('refuse')
    const { shop, buyer, order, storeOrderId, answer } = await sellerCancels()
    midtrans.refunds('ok')
    expect(answer).toMatchObject({
      status: 'CANCELED',
      refund: { amount: 71_000, status: 'FAILED' },
    })
    const [row] = await refundsOf(app, storeOrderId)
    expect(row?.failureMessage).toContain('cannot modify')
    expect(await stockOf(app, shop.product.id)).toBe(5)
    // Retries leave a refused refund alone.
    expect(await retryPendingRefunds(refundDeps(), 0, new Date(Date.now() + 3_600_000))).toBe(0)
    expect(refundCalls(order.providerOrderId)).toHaveLength(1)
    const view = await getOrder(app, buyer, order.orderId)
    expect(view.json().data.storeOrders[0].refund).toEqual({ amount: 71_000, status: 'FAILED' })
  })

  it('a refund Midtrans could not be reached for stays PENDING; retries pay it once', async () => {
    midtrans.refunds('down')
    const { order, storeOrderId, answer } = await sellerCancels()
    expect(answer.refund).toEqual({ amount: 71_000, status: 'PENDING' })
    expect((await storeOrderRow(app, storeOrderId))?.status).toBe('CANCELED')

    // Still down: the retry leaves it PENDING.
    const later = new Date(Date.now() + 120_000)
    await retryPendingRefunds(refundDeps(), 60_000, later)
    expect((await refundsOf(app, storeOrderId))[0]?.status).toBe('PENDING')

    // Back up: two processes retry at once, and one more send comes late. Same key each time.
    midtrans.refunds('ok')
    await Promise.all([
      retryPendingRefunds(refundDeps(), 60_000, later),
      retryPendingRefunds(refundDeps(), 60_000, later),
    ])
    const [row] = await refundsOf(app, storeOrderId)
    expect(row?.status).toBe('DONE')
    if (row) await sendRefund(refundDeps(), row.id)
    const calls = refundCalls(order.providerOrderId)
    expect(calls.length).toBeGreaterThanOrEqual(3)
    expect(calls.length).toBeLessThanOrEqual(4)
    // What Midtrans paid out: one refund, under the store order's key, for items and shipping.
    expect([...(midtrans.transactions.get(order.providerOrderId)?.refunds ?? [])]).toEqual([
      [`store-order-${storeOrderId}`, 71_000],
    ])
  })
})
