import { refundDepsOf } from '../../src/modules/refunds/deps.ts'
import { afterAll, describe, expect, it } from 'vitest'
import { expireOverdueOrders } from '../../src/modules/orders/payment-state.ts'
import { retryPendingRefunds } from '../../src/modules/refunds/service.ts'
import { mailsTo } from '../auth/helpers.ts'
import { setupTestApp } from '../helpers/app.ts'
import { cancelOrder, pendingOrderOfOne, stockOf } from '../orders/shop.ts'
import { notification, postNotification, startFakeMidtrans } from './fake-midtrans.ts'

const SERVER_KEY = 'SB-Mid-server-late-key'
const midtrans = await startFakeMidtrans(SERVER_KEY)
afterAll(() => midtrans.close())
const { app, dataDir } = await setupTestApp(midtrans.env)
const refundDeps = refundDepsOf(app)

async function pendingOrder() {
  const { buyer, product, order } = await pendingOrderOfOne(app, { price: 20_000, stock: 4 }, 2)
  const orderId = order.id
  // Items and shipping: what the buyer paid and gets back.
  const total = order.totalPrice
  return { buyer, product, orderId, total, providerOrderId: `PSR-${orderId}-1` }
}

/** Expires every overdue order, this one included. */
async function expire() {
  while ((await expireOverdueOrders(refundDepsOf(app), new Date(Date.now() + 25 * 3_600_000))) > 0);
}

const settle = (providerOrderId: string, total: number) => {
  midtrans.setStatus(providerOrderId, 'settlement')
  return postNotification(
    app,
    notification(SERVER_KEY, {
      orderId: providerOrderId,
      status: 'settlement',
      grossAmount: total,
    }),
  )
}
const orderOf = async (orderId: number, auth: { authorization: string }) =>
  (await app.inject({ method: 'GET', url: `/api/v1/orders/${orderId}`, headers: auth })).json().data

/** The refund mails the buyer received (the order loop's other mail is not about refunds). */
const refundMails = (email: string) =>
  mailsTo(dataDir, email).filter((mail) => mail.includes(' was refunded'))

describe('late payments at Midtrans', () => {
  it('a refund Midtrans refuses stays FAILED on the expired order, and nothing is mailed', async () => {
    const { buyer, product, orderId, providerOrderId, total } = await pendingOrder()
    await expire()
    midtrans.refunds('refuse')
    expect((await settle(providerOrderId, total)).statusCode).toBe(200)
    midtrans.refunds('ok')
    expect(await orderOf(orderId, buyer.auth)).toMatchObject({
      status: 'EXPIRED',
      refund: { amount: total, status: 'FAILED' },
    })
    expect(await stockOf(app, product.id)).toBe(4)
    expect(await retryPendingRefunds(refundDeps, 0)).toBe(0)
    await app.deliverMail()
    expect(refundMails(buyer.email)).toEqual([])
  })

  it('a refund Midtrans could not be reached for stays PENDING and the retry sends it once', async () => {
    const { buyer, orderId, providerOrderId, total } = await pendingOrder()
    await expire()
    midtrans.refunds('down')
    expect((await settle(providerOrderId, total)).statusCode).toBe(200)
    expect((await settle(providerOrderId, total)).statusCode).toBe(200)
    expect((await orderOf(orderId, buyer.auth)).refund).toEqual({
      amount: total,
      status: 'PENDING',
    })
    midtrans.refunds('ok')
    expect(await retryPendingRefunds(refundDeps, 0)).toBeGreaterThanOrEqual(1)
    expect(await orderOf(orderId, buyer.auth)).toMatchObject({
      status: 'EXPIRED',
      refund: { amount: total, status: 'DONE' },
    })
    expect([...(midtrans.transactions.get(providerOrderId)?.refunds ?? [])]).toEqual([
      [`late-payment-${orderId}`, total],
    ])
    // The retry runs in the jobs, outside any request: the jobs' mail delivery sends it.
    await app.deliverMail()
    const mails = refundMails(buyer.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toContain(`Subject: Your payment for order #${orderId} was refunded`)
  })

  it('five copies of the notification at once refund once', async () => {
    const { buyer, product, orderId, providerOrderId, total } = await pendingOrder()
    await expire()
    const codes = await Promise.all(
      Array.from({ length: 5 }, async () => (await settle(providerOrderId, total)).statusCode),
    )
    expect(codes).toEqual([200, 200, 200, 200, 200])
    const refundCalls = midtrans.calls.filter((c) => c.path === `/v2/${providerOrderId}/refund`)
    expect(refundCalls).toHaveLength(1)
    expect((await orderOf(orderId, buyer.auth)).refund).toEqual({ amount: total, status: 'DONE' })
    expect(await stockOf(app, product.id)).toBe(4)
    await expect.poll(() => refundMails(buyer.email).length).toBe(1)
    await app.deliverMail()
    expect(refundMails(buyer.email)).toHaveLength(1)
  })

  it('PATCH finds a payment for a canceled order at Midtrans and refunds it', async () => {
    const { buyer, orderId, providerOrderId, total } = await pendingOrder()
    const canceled = await cancelOrder(app, buyer, orderId)
    expect(canceled.json().data).toMatchObject({ status: 'CANCELED', refund: null })
    // The notification is lost; the buyer's screen asks for the status.
    midtrans.setStatus(providerOrderId, 'settlement')
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/v1/orders/${orderId}`,
      headers: buyer.auth,
    })
    expect(patched.json().data).toMatchObject({
      status: 'CANCELED',
      refund: { amount: total, status: 'DONE' },
    })
    expect(midtrans.transactions.get(providerOrderId)?.refunds.size).toBe(1)
  })
})
