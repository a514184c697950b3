import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { setupListeningApp } from '../helpers/app.ts'
import { cancelOrder, getOrder, orderRow, pendingOrderOfOne, stockOf } from '../orders/shop.ts'

// No MIDTRANS_SERVER_KEY: the built-in simulator. It must reach the notification endpoint over
// real HTTP, so this app listens on a port.
const { app } = await setupListeningApp()
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`

async function pendingOrder() {
  const { buyer, product, token, order } = await pendingOrderOfOne(
    app,
    { price: 45_000, stock: 3 },
    2,
  )
  return { buyer, a: product, token, orderId: order.id }
}

interface ChoiceAnswer {
  event: string
}
const answer = async (res: Response) => (await res.json()) as ChoiceAnswer
const choose = (token: string, choice: string) =>
  fetch(`${base}/local/midtrans/pay/${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ choice }),
  })

describe('local payment simulator', () => {
  it('serves a snap.js with window.snap.pay and the config points at it', async () => {
    const config = (await (await fetch(`${base}/api/v1/config`)).json()) as {
      data: { payment: { provider: string } }
    }
    expect(config.data.payment.provider).toBe('local')
    const script = await fetch(`${base}/local/midtrans/snap.js`)
    expect(script.headers.get('content-type')).toContain('javascript')
    expect(await script.text()).toContain('window.snap = { pay: pay')
  })

  it('shows a page with the amount and the four choices', async () => {
    const { token } = await pendingOrder()
    const page = await fetch(`${base}/local/midtrans/pay/${token}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Rp 90.000')
    for (const label of ['Pay', 'Leave pending', 'Fail', 'Close'])
      expect(html).toContain(`>${label}</button>`)
    expect(
      (await fetch(`${base}/local/midtrans/pay/00000000-0000-4000-8000-000000000000`)).status,
    ).toBe(404)
  })

  it('Pay sends a signed settlement over HTTP and the order is PAID', async () => {
    const { orderId, token, buyer } = await pendingOrder()
    const res = await choose(token, 'pay')
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toMatchObject({
      event: 'success',
      delivered: 200,
      result: { transaction_status: 'settlement' },
    })
    expect((await orderRow(app, orderId))?.status).toBe('PAID')
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/v1/orders/${orderId}`,
      headers: buyer.auth,
    })
    expect(patched.json().data.status).toBe('PAID')
  })

  it('Leave pending keeps it PENDING and the status call agrees; Pay later completes it', async () => {
    const { orderId, token, buyer } = await pendingOrder()
    expect((await answer(await choose(token, 'pending'))).event).toBe('pending')
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/v1/orders/${orderId}`,
      headers: buyer.auth,
    })
    expect(patched.json().data).toMatchObject({ status: 'PENDING', token })
    expect((await answer(await choose(token, 'pay'))).event).toBe('success')
    expect((await orderRow(app, orderId))?.status).toBe('PAID')
  })

  it('Fail leaves the order PENDING with its stock kept, and a new attempt pays it', async () => {
    const { orderId, token, a, buyer } = await pendingOrder()
    expect(await stockOf(app, a.id)).toBe(1)
    expect((await answer(await choose(token, 'fail'))).event).toBe('error')
    expect((await orderRow(app, orderId))?.status).toBe('PENDING')
    expect(await stockOf(app, a.id)).toBe(1)
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/v1/orders/${orderId}`,
      headers: buyer.auth,
    })
    const order = patched.json().data
    expect(order).toMatchObject({ status: 'PENDING', payment: { attempt: 2, status: 'PENDING' } })
    expect(order.token).not.toBe(token)
    expect((await answer(await choose(order.token, 'pay'))).event).toBe('success')
    expect((await orderRow(app, orderId))?.status).toBe('PAID')
  })

  it('Leave pending by a method gives the order its payment instructions', async () => {
    const { orderId, token, buyer } = await pendingOrder()
    const cases = [
      ['bni', { method: 'bank_transfer', bank: 'bni' }],
      ['permata', { method: 'bank_transfer', bank: 'permata' }],
      ['mandiri', { method: 'echannel', billerCode: '70012' }],
      ['indomaret', { method: 'cstore', store: 'indomaret' }],
    ] as const
    const [method, expected] = cases[orderId % cases.length] ?? cases[0]
    const res = await fetch(`${base}/local/midtrans/pay/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ choice: 'pending', method }),
    })
    expect(((await res.json()) as ChoiceAnswer).event).toBe('pending')
    const view = await getOrder(app, buyer, orderId)
    const instructions = view.json().data.payment.instructions
    expect(instructions).toMatchObject(expected)
    expect(instructions.vaNumber ?? instructions.billKey ?? instructions.paymentCode).toMatch(
      /^\d{11,18}$/,
    )
    expect(Date.parse(instructions.expiresAt)).toBeGreaterThan(Date.now())
  })

  it('Close changes nothing', async () => {
    const { orderId, token } = await pendingOrder()
    expect(await answer(await choose(token, 'close'))).toEqual({ event: 'close' })
    expect((await orderRow(app, orderId))?.status).toBe('PENDING')
  })

  it('cancel of a pending payment notifies and releases stock once', async () => {
    const { orderId, token, buyer, a } = await pendingOrder()
    await choose(token, 'pending')
    const res = await cancelOrder(app, buyer, orderId)
    expect(res.statusCode).toBe(200)
    expect(res.json().data.status).toBe('CANCELED')
    expect(await stockOf(app, a.id)).toBe(3)
  })
})
