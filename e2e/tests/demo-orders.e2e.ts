import {
  formatIDR,
  stageOf,
  TABLE_PAGE_SIZE,
  type Order,
  type OrderStage,
  type OrderStatus,
} from '@pasar/shared'
import { describe, expect, it } from 'vitest'
import { apiAs, DEMO_SHOPPER, signInAs } from '../support/accounts.ts'
import { expectNoPageErrors, screenshot, useBrowser, VIEWPORTS } from '../support/browser.ts'

const browser = useBrowser()
const STAGE_LABELS: Record<OrderStage, string> = {
  unpaid: 'Unpaid',
  packing: 'Packing',
  shipped: 'Shipped',
  completed: 'Completed',
  canceled: 'Canceled',
}

/**
 * The seeded orders (docs/decisions/0900-demo-orders.md) are all at least 20 minutes old; other
 * tests add newer orders to the demo shopper, so the seeded ones are told apart by age.
 */
async function seededOrders(token: string): Promise<{ order: Order; tablePage: number }[]> {
  const page = await apiAs<{ data: Order[] }>(token, 'GET', '/api/v1/orders?limit=50')
  // The orders table shows ten a page, newest first, as the API lists them.
  return page.data
    .map((order, index) => ({ order, tablePage: Math.floor(index / TABLE_PAGE_SIZE) }))
    .filter(({ order }) => Date.parse(order.createdAt) < Date.now() - 10 * 60_000)
}

describe("the demo shopper's orders", () => {
  it('shows an order in every state with its refund, and the pending one can be paid', async () => {
    const page = await browser.newPage('phone')
    const { accessToken } = await signInAs(page, DEMO_SHOPPER)
    const seeded = await seededOrders(accessToken)
    const orders = seeded.map(({ order }) => order)
    const statuses: OrderStatus[] = ['PENDING', 'PAID', 'CANCELED', 'EXPIRED', 'FAILED']
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(statuses))
    const refunded = orders.find((o) => o.refund !== null)
    const pending = orders.find((o) => o.status === 'PENDING')
    if (!refunded || !pending) throw new Error('the demo seed has no refunded or pending order')

    const lastPage = Math.max(...seeded.map(({ tablePage }) => tablePage))
    for (const viewport of ['phone', 'desktop'] as const) {
      await page.goto('/dashboard/orders')
      await page.setViewportSize(VIEWPORTS[viewport])
      // The seed holds more than a page of orders: every one is found with 'Next'.
      for (let tablePage = 0; tablePage <= lastPage; tablePage++) {
        if (tablePage > 0) await page.getByRole('button', { name: 'Next' }).click()
        for (const { order } of seeded.filter((s) => s.tablePage === tablePage)) {
          const row = page.getByTestId(`order-${order.id}`)
          await row.waitFor()
          // Each store's stage; the payment status only for an order without store orders.
          const labels = order.storeOrders.length
            ? order.storeOrders.map((part) => STAGE_LABELS[stageOf(part.status)])
            : [order.status]
          for (const label of labels) {
            expect(await row.getByText(label, { exact: true }).first().isVisible()).toBe(true)
          }
          if (order.id === refunded.id) {
            expect(await row.getByTestId('order-refund').textContent()).toBe(
              `Refunded ${formatIDR(refunded.refund?.amount ?? 0)}`,
            )
          }
        }
      }
      await page.goto('/dashboard/orders')
      await page.getByTestId(`order-${pending.id}`).waitFor()
      await screenshot(page, 'orders-demo', { docs: true, accessible: true })
    }

    // 'Complete payment' opens the local popup with the token the seed got from the provider.
    await page.getByRole('button', { name: `Actions for order #${pending.id}` }).click()
    await page.getByRole('menuitem', { name: 'Complete payment' }).click()
    const popup = page.frameLocator('iframe[title="Payment"]')
    await popup.getByRole('button', { name: 'Pay', exact: true }).click()
    await page.getByRole('status').filter({ hasText: 'Payment success!' }).waitFor()
    const row = page.getByTestId(`order-${pending.id}`)
    await expect
      .poll(() => row.getByText('Packing', { exact: true }).first().isVisible())
      .toBe(true)
    expectNoPageErrors(page)
  })
})
