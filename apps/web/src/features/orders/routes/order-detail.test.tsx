import type { Order } from '@pasar/shared'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  BATIK_TULIS_LINE,
  buildOrder,
  buildStoreOrder,
  SHIPPED_TRACKING,
} from '@/testing/orders.ts'
import { expectAccessible } from '@/testing/axe.ts'
import { renderRoutes } from '@/testing/render.tsx'
import { Component as OrderDetail } from './order-detail.tsx'

/** The server's answers by "METHOD path"; every call is recorded. */
function stubServer(answers: Record<string, { status?: number; body: unknown }>) {
  const calls: string[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const key = `${init.method} ${new URL(url, 'http://localhost').pathname}`
    calls.push(key)
    const answer = answers[key] ?? { status: 500, body: { message: `no answer for ${key}` } }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    })
  })
  return calls
}

function renderAt(path: string) {
  renderRoutes(
    [
      { path: '/dashboard/orders/:id', element: <OrderDetail /> },
      { path: '*', element: null },
    ],
    path,
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('the order detail', () => {
  it("says an order that is not the user's (404) was not found", async () => {
    stubServer({ 'GET /api/v1/orders/99': { status: 404, body: { message: 'Order not found' } } })
    renderAt('/dashboard/orders/99')
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeDefined()
    expect(screen.getByRole('link', { name: 'Back to orders' }).getAttribute('href')).toBe(
      '/dashboard/orders',
    )
  })

  it('shows a failure with Try again, which asks again', async () => {
    const calls = stubServer({})
    renderAt('/dashboard/orders/12')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('This order could not be loaded')
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await vi.waitFor(() => expect(calls).toHaveLength(2))
  })

  it('shows an order from before store orders with its items and total', async () => {
    const legacy: Order = buildOrder({
      address: null,
      storeOrders: [],
      shippingTotal: 0,
      itemsTotal: 150_000,
      totalPrice: 150_000,
      orderItems: [BATIK_TULIS_LINE],
    })
    stubServer({ 'GET /api/v1/orders/12': { body: { data: legacy } } })
    renderAt('/dashboard/orders/12')
    expect(await screen.findByText('Batik Tulis')).toBeDefined()
    expect(screen.getByTestId('order-totals').textContent).toBe(
      'ItemsRp 150.000ShippingRp 0TotalRp 150.000',
    )
    expect(screen.queryByText('Ship to')).toBeNull()
  })

  it("shows a shipped part's tracking, and 'Order received' completes it after a confirmation", async () => {
    const shipped = buildStoreOrder({
      status: 'SHIPPED',
      shippedAt: '2026-11-24T03:15:00.000Z',
      shipping: { ...buildStoreOrder().shipping, trackingNumber: 'JNE0123456789' },
      tracking: SHIPPED_TRACKING,
    })
    const canceled = buildStoreOrder({
      id: 32,
      status: 'CANCELED',
      store: { name: 'Kopi Kenangan Kita', slug: 'kopi' },
      canceledAt: '2026-11-24T01:00:00.000Z',
      cancelReason: 'Out of stock, sorry.',
      refund: { amount: 60_000, status: 'DONE' },
    })
    const order = buildOrder({ storeOrders: [shipped, canceled] })
    const completed = { ...shipped, status: 'COMPLETED' as const }
    const answers = {
      'GET /api/v1/orders/12': { body: { data: order } },
      'POST /api/v1/orders/12/store-orders/31/receive': { body: { data: completed } },
    }
    const calls = stubServer(answers)
    renderAt('/dashboard/orders/12')
    const panel = await screen.findByTestId('store-order-31')
    expect(within(panel).getByTestId('tracking-number').textContent).toBe('JNE0123456789')
    const history = within(panel).getByRole('list', { name: 'Tracking history' })
    expect(within(history).getAllByRole('listitem')[0]?.textContent).toContain('In transit')
    expect(
      within(screen.getByTestId('store-order-32')).getByTestId('store-order-refund').textContent,
    ).toBe('Refund Rp 60.000 · Done')
    expect(within(screen.getByTestId('store-order-32')).queryByRole('button')).toBeNull()

    await userEvent.click(within(panel).getByRole('button', { name: /Order received/ }))
    const dialog = await screen.findByRole('alertdialog')
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([])
    // Once received, the order read again shows the part completed, without its buttons.
    answers['GET /api/v1/orders/12'] = {
      body: { data: buildOrder({ storeOrders: [completed, canceled] }) },
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Order received' }))
    await vi.waitFor(() =>
      expect(calls).toContain('POST /api/v1/orders/12/store-orders/31/receive'),
    )
    await vi.waitFor(() =>
      expect(within(panel).queryByRole('button', { name: /Order received/ })).toBeNull(),
    )
    // Focus went to the store's title, not to the top of the page.
    expect(document.activeElement).toBe(within(panel).getByRole('heading', { level: 2 }))
  })

  it('shows the vouchers: each store order with its discounts, the order with both added up', async () => {
    const batik = buildStoreOrder({ discount: { store: 15_000, platform: 10_000 } })
    const kopi = buildStoreOrder({
      id: 32,
      store: { name: 'Kopi Kenangan Kita', slug: 'kopi' },
      discount: { store: 0, platform: 8_000 },
    })
    const order = buildOrder({
      storeOrders: [batik, kopi],
      itemsTotal: 300_000,
      shippingTotal: 36_000,
      discountTotal: 33_000,
      totalPrice: 303_000,
    })
    stubServer({ 'GET /api/v1/orders/12': { body: { data: order } } })
    renderAt('/dashboard/orders/12')
    expect((await screen.findByTestId('order-totals')).textContent).toBe(
      [
        'ItemsRp 300.000',
        'ShippingRp 36.000',
        'Store voucher−Rp 15.000',
        'Pasar voucher−Rp 18.000',
        'TotalRp 303.000',
      ].join(''),
    )
    const receipt = (id: number) =>
      within(screen.getByTestId(`store-order-${id}`))
        .getByText('Total')
        .closest('dl')?.textContent
    expect(receipt(31)).toBe(
      'ItemsRp 150.000ShippingRp 18.000Store voucher−Rp 15.000Pasar voucher−Rp 10.000TotalRp 143.000',
    )
    expect(receipt(32)).toBe(
      'ItemsRp 150.000ShippingRp 18.000Pasar voucher−Rp 8.000TotalRp 160.000',
    )
    await expectAccessible()
  }, 15_000)
})
