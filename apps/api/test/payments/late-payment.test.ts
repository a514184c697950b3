import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { refunds } from '../../src/db/schema/index.ts'
import { localServerKey } from '../../src/providers/payment/local/index.ts'
import { mailsTo } from '../auth/helpers.ts'
import { setupListeningApp } from '../helpers/app.ts'
import { cancelOrder, pendingOrderOfOne, stockOf } from '../orders/shop.ts'
import { notification, postNotification } from './fake-midtrans.ts'

// The local twin is the provider: the shop reaches it through Midtrans' HTTP protocol and the
// twin sends its notifications over real HTTP, so this app listens on a port.
const { app, config, dataDir } = await setupListeningApp()
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
const serverKey = localServerKey(config.jwtSecret ?? '')
const twinAuth = { authorization: `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}` }

async function canceledOrder() {
  const {
    buyer,
    product: a,
    token,
    order: data,
  } = await pendingOrderOfOne(app, { price: 45_000, stock: 3 }, 2)
  const canceled = await cancelOrder(app, buyer, data.id)
  expect(canceled.json().data.status).toBe('CANCELED')
  expect(await stockOf(app, a.id)).toBe(3)
  return {
    buyer,
    product: a,
    token,
    orderId: data.id,
    total: data.totalPrice,
    providerOrderId: `PSR-${data.id}-1`,
  }
}

const orderOf = async (orderId: number, auth: { authorization: string }) =>
  (await app.inject({ method: 'GET', url: `/api/v1/orders/${orderId}`, headers: auth })).json().data
const refundRows = (orderId: number) =>
  app.db.select().from(refunds).where(eq(refunds.orderId, orderId))
const twinStatus = async (providerOrderId: string) =>
  (await (
    await fetch(`${base}/local/midtrans/api/v2/${providerOrderId}/status`, { headers: twinAuth })
  ).json()) as { transaction_status: string; refunds?: { refund_key: string }[] }

/** The refund mails the buyer received (the order loop's other mail is not about refunds). */
const refundMails = (email: string) =>
  mailsTo(dataDir, email).filter((mail) => mail.includes(' was refunded'))

describe('a payment that arrives after the order was canceled', () => {
  it('is refunded in full once, the order stays CANCELED and the buyer is mailed', async () => {
    const { buyer, product, token, orderId, providerOrderId, total } = await canceledOrder()

    // The buyer still pays in the open popup: the twin sends a signed settlement notification.
    const paid = await fetch(`${base}/local/midtrans/pay/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ choice: 'pay' }),
    })
    expect(await paid.json()).toMatchObject({ event: 'success', delivered: 200 })

    const order = await orderOf(orderId, buyer.auth)
    expect(order).toMatchObject({ status: 'CANCELED', refund: { amount: total, status: 'DONE' } })
    const [row] = await refundRows(orderId)
    expect(row).toMatchObject({
      refundKey: `late-payment-${orderId}`,
      amount: total,
      providerOrderId,
      status: 'DONE',
      storeOrderId: null,
    })
    const atTwin = await twinStatus(providerOrderId)
    expect(atTwin.transaction_status).toBe('refund')
    expect(atTwin.refunds?.map((r) => r.refund_key)).toEqual([`late-payment-${orderId}`])
    await expect.poll(() => refundMails(buyer.email).length).toBe(1)
    expect(refundMails(buyer.email)[0]).toContain(
      `Subject: Your payment for order #${orderId} was refunded`,
    )
    expect(await stockOf(app, product.id)).toBe(3)

    // The same settlement again (Midtrans retries notifications) changes nothing.
    const replay = await postNotification(
      app,
      notification(serverKey, {
        orderId: providerOrderId,
        status: 'settlement',
        grossAmount: total,
      }),
    )
    expect(replay.statusCode).toBe(200)
    expect(await refundRows(orderId)).toHaveLength(1)
    expect((await twinStatus(providerOrderId)).refunds).toHaveLength(1)
    expect(await orderOf(orderId, buyer.auth)).toMatchObject({
      status: 'CANCELED',
      refund: { amount: total, status: 'DONE' },
    })
    expect(await stockOf(app, product.id)).toBe(3)
    expect(refundMails(buyer.email)).toHaveLength(1)
  })

  it('shows no refund on an order that was never paid', async () => {
    const { buyer, orderId } = await canceledOrder()
    expect((await orderOf(orderId, buyer.auth)).refund).toBeNull()
  })

  it('the twin pays a refund key out once and refuses more than was paid', async () => {
    const { token, orderId, providerOrderId, total } = await canceledOrder()
    const paid = await app.inject({
      method: 'POST',
      url: `/local/midtrans/pay/${token}`,
      payload: { choice: 'pay' },
    })
    expect(paid.json()).toMatchObject({ event: 'success', delivered: 200 })
    const refund = (key: string, amount: number, headers: object = twinAuth) =>
      fetch(`${base}/local/midtrans/api/v2/${providerOrderId}/refund`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ refund_key: key, amount, reason: 'test' }),
      })
    const body = async (res: Promise<Response>) =>
      ((await (await res).json()) as { status_code: string }).status_code
    // The shop's own call already refunded everything under this key: asking again is a no-op.
    expect(await body(refund(`late-payment-${orderId}`, total))).toBe('200')
    expect(await body(refund('another-key', 1_000))).toBe('412')
    expect((await twinStatus(providerOrderId)).refunds).toHaveLength(1)
    expect((await refund('no-auth', 1_000, {})).status).toBe(401)
  })
})
