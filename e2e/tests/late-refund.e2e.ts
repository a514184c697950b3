import { createHash } from 'node:crypto'
import { formatIDR, type CreateOrderResponse, type Product } from '@pasar/shared'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { apiAs, DEMO_SHOPPER, signInAs } from '../support/accounts.ts'
import {
  baseURL,
  expectNoPageErrors,
  screenshot,
  useBrowser,
  VIEWPORTS,
} from '../support/browser.ts'
import { orderThroughApi, shipFrom } from '../support/checkout.ts'
import { createProduct, createSeller } from '../support/sellers.ts'
import { twinKey } from '../support/twins.ts'

const browser = useBrowser()

/** A Midtrans settlement notification for the order's first payment attempt, signed. */
async function sendSettlement(orderId: number, amount: number) {
  const providerOrderId = `PSR-${orderId}-1`
  const grossAmount = `${amount}.00`
  const statusCode = '200'
  const signature = createHash('sha512')
    .update(providerOrderId + statusCode + grossAmount + twinKey('local-midtrans'))
    .digest('hex')
  const res = await fetch(`${baseURL()}/api/v1/payments/midtrans/notification`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      transaction_time: '2026-01-01 10:00:00',
      transaction_status: 'settlement',
      transaction_id: `late-${orderId}`,
      status_message: 'midtrans payment notification',
      status_code: statusCode,
      signature_key: signature,
      payment_type: 'bank_transfer',
      order_id: providerOrderId,
      merchant_id: 'LOCAL',
      gross_amount: grossAmount,
      fraud_status: 'accept',
      currency: 'IDR',
    }),
  })
  expect(res.status, await res.text()).toBe(200)
}

/** The demo shopper orders the product through the API and cancels the order. */
async function canceledOrder(token: string, product: Product) {
  await apiAs(token, 'POST', '/api/v1/carts', { productId: product.id, quantity: 1 })
  const order: CreateOrderResponse = await orderThroughApi(token, [product.id])
  await apiAs(token, 'DELETE', `/api/v1/orders/${order.data.id}/cancel`)
  return order
}

const refundLine = (page: Page, orderId: number) =>
  page.getByTestId(`order-${orderId}`).getByTestId('order-refund')

describe('a payment that arrives after the order was canceled', () => {
  it('shows the buyer its refund under the order status, at 390 and 1280 px', async () => {
    const seller = await createSeller()
    await shipFrom(seller)
    const product = await createProduct(seller, {
      name: 'Late Rattan Chair',
      price: 150_000,
      stock: 5,
    })
    const page = await browser.newPage('phone')
    const { accessToken } = await signInAs(page, DEMO_SHOPPER)

    // A bank transfer settles after the cancel: Midtrans' signed notification reaches the app.
    // The twin never took that money, so it refuses the refund and the team has to settle it.
    const unsettled = await canceledOrder(accessToken, product)
    await sendSettlement(unsettled.data.id, unsettled.data.totalPrice)

    // The buyer pays in the popup still open after the cancel: the twin refunds it in full.
    const paidLate = await canceledOrder(accessToken, product)
    const paid = await fetch(`${baseURL()}/local/midtrans/pay/${paidLate.token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ choice: 'pay' }),
    })
    expect(await paid.json()).toMatchObject({ event: 'success', delivered: 200 })

    await page.goto('/dashboard/orders')
    for (const viewport of ['phone', 'desktop'] as const) {
      await page.setViewportSize(VIEWPORTS[viewport])
      const done = refundLine(page, paidLate.data.id)
      await done.waitFor()
      // The whole payment comes back: the chair and its shipping.
      expect(await done.textContent()).toBe(`Refunded ${formatIDR(paidLate.data.totalPrice)}`)
      expect(await refundLine(page, unsettled.data.id).textContent()).toBe(
        `Refund of ${formatIDR(unsettled.data.totalPrice)} failed — our team will settle it`,
      )
      for (const id of [paidLate.data.id, unsettled.data.id]) {
        expect(await page.getByTestId(`order-${id}`).getByText('CANCELED').isVisible()).toBe(true)
        // Readable: the line is on screen and not cut off by the table.
        const box = await refundLine(page, id).boundingBox()
        expect(box?.x).toBeGreaterThanOrEqual(0)
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(VIEWPORTS[viewport].width)
      }
      await screenshot(page, 'orders-late-refund', { docs: true, accessible: true })
    }
    expectNoPageErrors(page)
  })
})
