import type { CreateOrderResponse, OrderPage } from '@pasar/shared'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { apiAs, createAccount, DEMO_SHOPPER, login, signInAs } from '../support/accounts.ts'
import { baseURL, screenshotsAtBothSizes, useBrowser, VIEWPORTS } from '../support/browser.ts'
import { orderThroughApi, productsInStock } from '../support/checkout.ts'

// The buyer's orders by stage and a pending payment's instructions, in Bahasa Indonesia at
// 390 px and 1280 px (docs/decisions/1004-orders-by-stage.md, 1005-failed-payment-is-not-a-dead-order.md).

const browser = useBrowser()
const TABS = ['Semua', 'Belum Bayar', 'Dikemas', 'Dikirim', 'Selesai', 'Dibatalkan']

async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, {
    timeout: 15_000,
  })
}

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Pesanan per tahap' })

describe('orders by stage, in Indonesian', () => {
  it('shows the stage tabs with their counts and each store’s stage on every row', async () => {
    const { accessToken } = await login(DEMO_SHOPPER)
    const { counts } = await apiAs<OrderPage>(accessToken, 'GET', '/api/v1/orders?limit=1')
    const page = await browser.newPage('phone', 'id-ID')
    await signInAs(page, DEMO_SHOPPER)
    await page.goto('/dashboard/orders')
    await settle(page)

    const links = tabs(page).getByRole('link')
    const names = await links.allTextContents()
    expect(names.map((text) => text.replace(/\(\d+\)$/, ''))).toEqual(TABS)
    // Each stage's count is the server's: 'Dikirim (3)' to a screen reader.
    expect(names.slice(1)).toEqual(
      (['unpaid', 'packing', 'shipped', 'completed', 'canceled'] as const).map(
        (stage, i) => `${TABS[i + 1]}(${counts[stage]})`,
      ),
    )
    // At 390 px the row scrolls sideways; the last tab is reachable, not clipped off.
    const row = await tabs(page).evaluate((nav) => ({
      overflow: getComputedStyle(nav).overflowX,
      scrollable: nav.scrollWidth > nav.clientWidth,
    }))
    expect(row.overflow).toBe('auto')
    const last = page.getByTestId('stage-canceled')
    await last.scrollIntoViewIfNeeded()
    const box = await last.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= VIEWPORTS.phone.width + 1).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      VIEWPORTS.phone.width,
    )
    await tabs(page).evaluate((nav) => nav.scrollTo(0, 0))
    await screenshotsAtBothSizes(page, 'id-orders-stages', { accessible: true })

    // A tab is an address: Dikirim lists orders with a store on its way, and says so on the row.
    await page.getByTestId('stage-shipped').click()
    await page.waitForURL('**/dashboard/orders?stage=shipped')
    await settle(page)
    // The address changes first; the tab is marked when the router's render commits.
    await expect
      .poll(() => page.getByTestId('stage-shipped').getAttribute('aria-current'))
      .toBe('page')
    const rows = page.locator('tbody tr[data-testid^="order-"]')
    // The previous tab's rows stay until the new ones arrive.
    await expect.poll(() => rows.count()).toBe(Math.min(counts.shipped, 10))
    for (const row of await rows.all()) {
      expect(await row.locator('[data-stage="shipped"]').count()).toBeGreaterThan(0)
      // Never only the payment status: no row says 'Lunas' alone.
      expect(await row.getByText('Lunas', { exact: true }).count()).toBe(0)
    }
    await screenshotsAtBothSizes(page, 'id-orders-shipped', { accessible: true })
  })

  it('shows the virtual account of a pending payment on the order page', async () => {
    const shopper = await createAccount()
    const { accessToken } = await login(shopper)
    const [product] = await productsInStock(1, 1)
    if (!product) throw new Error('no product in stock')
    await apiAs(accessToken, 'POST', '/api/v1/carts', { productId: product.id, quantity: 1 })
    const order: CreateOrderResponse = await orderThroughApi(accessToken, [product.id])
    const chosen = await fetch(`${baseURL()}/local/midtrans/pay/${order.token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ choice: 'pending', method: 'bni' }),
    })
    expect(((await chosen.json()) as { event: string }).event).toBe('pending')

    const page = await browser.newPage('phone', 'id-ID')
    await signInAs(page, shopper)
    await page.goto(`/dashboard/orders/${order.data.id}`)
    await settle(page)
    const box = page.getByTestId('payment-instructions')
    await box.getByRole('heading', { name: 'Cara membayar' }).waitFor()
    expect(await box.getByText('BNI', { exact: true }).isVisible()).toBe(true)
    expect(await box.getByText(/^\d{16}$/).isVisible()).toBe(true)
    expect(await box.getByRole('button', { name: 'Salin Nomor virtual account' }).isVisible()).toBe(
      true,
    )
    await screenshotsAtBothSizes(page, 'id-order-payment-instructions', { accessible: true })

    // On the orders screen the order waits under Belum Bayar, its store marked so.
    await page.goto('/dashboard/orders?stage=unpaid')
    await settle(page)
    const row = page.getByTestId(`order-${order.data.id}`)
    expect(await row.locator('[data-stage="unpaid"]').count()).toBe(1)
  })
})
