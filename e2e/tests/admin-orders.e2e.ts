import { formatIDR, type Order } from '@pasar/shared'
import { describe, expect, it } from 'vitest'
import { createAccount, DEMO_SHOPPER, login, signInAs, type Account } from '../support/accounts.ts'
import { screenshot, useBrowser, type ViewportName } from '../support/browser.ts'
import { ordersOf } from '../support/fulfilment.ts'

// The operator looks up an order a buyer asks about (docs/decisions/1010-operator-order-lookup.md).
// The e2e server runs with ADMIN_EMAILS=orders-ops@pasar.test and the demo data
// (support/global-setup.ts): the demo shopper has orders from several stores.
const browser = useBrowser()
let operator: Account | undefined

async function theOperator(): Promise<Account> {
  operator ??= await createAccount({ email: 'orders-ops@pasar.test', name: 'Rina Operator' })
  return operator
}

/**
 * One of the demo shopper's orders with store orders and a voucher's discount (what a buyer would
 * write about; the demo data has several).
 */
async function anAskedOrder(): Promise<Order> {
  const { accessToken } = await login(DEMO_SHOPPER)
  const orders = (await ordersOf(accessToken)).filter(
    (o) => o.storeOrders.length > 0 && o.discountTotal > 0,
  )
  // From several stores if there is one: the fullest dialog to look at.
  const found = orders.find((o) => o.status === 'PAID' && o.storeOrders.length > 1) ?? orders[0]
  if (!found) throw new Error('the demo shopper has no discounted order with store orders')
  return found
}

describe('the operator console: Orders', () => {
  for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
    it(`finds an order by buyer email and by number, and opens it (${viewport})`, async () => {
      const account = await theOperator()
      const asked = await anAskedOrder()
      const page = await browser.newPage(viewport)
      await signInAs(page, account)
      await page.goto('/admin')
      await page
        .getByRole('navigation', { name: 'Operator console' })
        .getByRole('link', { name: 'Orders' })
        .click()
      await page.waitForURL('**/admin/orders')
      const table = page.getByRole('table', { name: 'Orders' })
      await expect.poll(() => table.isVisible(), { timeout: 15_000 }).toBe(true)

      // By the buyer's email: only the demo shopper's orders are left.
      const search = page.getByLabel('Search orders')
      await search.fill(DEMO_SHOPPER.email)
      await search.press('Enter')
      await expect
        .poll(async () => {
          const texts = await table.getByRole('row').allTextContents()
          return texts.slice(1).every((text) => text.includes(DEMO_SHOPPER.email))
        })
        .toBe(true)
      await screenshot(page, 'admin-orders', { docs: true, accessible: true })

      // By its number: one row, which opens.
      await search.fill(`#${asked.id}`)
      await search.press('Enter')
      await expect.poll(() => table.getByRole('row').count(), { timeout: 15_000 }).toBe(2)
      await table.getByRole('button', { name: `Open order #${asked.id}` }).click()
      const dialog = page.getByRole('dialog', { name: `Order #${asked.id}` })
      await expect.poll(() => dialog.isVisible()).toBe(true)
      await expect
        .poll(() => dialog.getByText(DEMO_SHOPPER.email, { exact: false }).first().isVisible(), {
          timeout: 15_000,
        })
        .toBe(true)
      for (const heading of ['Summary', 'Store orders', 'Payments', 'Refunds', 'Timeline']) {
        expect(await dialog.getByRole('heading', { name: heading }).count(), heading).toBe(1)
      }
      const firstStore = asked.storeOrders[0]?.store.name ?? ''
      expect(await dialog.getByText(firstStore).first().isVisible()).toBe(true)
      expect(await dialog.getByText('Order placed').isVisible()).toBe(true)
      // The vouchers' discount, as the buyer's receipt shows it.
      expect(await dialog.getByTestId('admin-order-discount').textContent()).toBe(
        `−${formatIDR(asked.discountTotal)}`,
      )
      // Nothing in the dialog is wider than the screen.
      const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      await screenshot(page, 'admin-order-dialog', {
        docs: true,
        fullPage: false,
        accessible: true,
      })
      await dialog.evaluate((el) => el.scrollTo(0, el.scrollHeight))
      await screenshot(page, 'admin-order-dialog-end', { fullPage: false })
      await page.keyboard.press('Escape')
      await expect.poll(() => dialog.isVisible()).toBe(false)
    })
  }
})
