import { randomBytes } from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { createAccount, signInAs, type Account } from '../support/accounts.ts'
import { expectAccessible, screenshot, useBrowser, type ViewportName } from '../support/browser.ts'
import { createProduct, createSeller } from '../support/sellers.ts'

// The operator console (docs/product.md#operator-console). The e2e server runs with
// ADMIN_EMAILS=operator@pasar.test (support/global-setup.ts).
const browser = useBrowser()
const OPERATOR_EMAIL = 'operator@pasar.test'
let operator: Account | undefined

async function theOperator(): Promise<Account> {
  operator ??= await createAccount({ email: OPERATOR_EMAIL, name: 'Putri Operator' })
  return operator
}

const id = () => randomBytes(3).toString('hex')

async function openSection(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Operator console' })
    .getByRole('link', { name })
    .click()
}

describe('the operator console', () => {
  it('is reachable from the user menu; suspends a user, hides a product the seller then sees, adds a category, lists the audit', async () => {
    const account = await theOperator()
    const shopper = await createAccount({ name: `Budi Suspect ${id()}` })
    const seller = await createSeller()
    const productName = `Tas Palsu ${id()}`
    const product = await createProduct(seller, { name: productName, price: 250_000, stock: 4 })

    const page = await browser.newPage('desktop')
    await signInAs(page, account)
    await page.goto('/')
    await page.getByRole('button', { name: /Account menu/ }).click()
    await page.getByRole('menuitem', { name: 'Operator console' }).click()
    await page.waitForURL('**/admin')
    await expect.poll(() => page.getByTestId('figure-sales').isVisible()).toBe(true)
    await expect.poll(() => page.getByText('Rp', { exact: false }).first().isVisible()).toBe(true)
    await screenshot(page, 'admin-overview', { docs: true, accessible: true })

    // Suspend the shopper with a reason.
    await openSection(page, 'Users')
    await page
      .getByRole('searchbox', { name: 'Search users' })
      .or(page.getByLabel('Search users'))
      .first()
      .fill(shopper.email)
    await page.getByLabel('Search users').press('Enter')
    const usersTable = page.getByRole('table', { name: 'Users' })
    // The search has answered: only the one matching row is left.
    await expect.poll(() => usersTable.getByRole('row').count(), { timeout: 15_000 }).toBe(2)
    const userRow = usersTable.getByRole('row').filter({ hasText: shopper.email })
    await userRow.getByRole('button', { name: 'Suspend' }).click()
    const suspendDialog = page.getByRole('dialog', { name: /Suspend/ })
    await expect.poll(() => suspendDialog.isVisible()).toBe(true)
    await suspendDialog.getByRole('textbox').fill('Repeated chargebacks on paid orders')
    await screenshot(page, 'admin-suspend-dialog', { accessible: true })
    await suspendDialog.getByRole('button', { name: 'Suspend' }).click()
    await expect.poll(() => userRow.getByText('Suspended').isVisible()).toBe(true)
    const refused = await fetch(new URL('/login', page.url()), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: shopper.email, password: shopper.password }),
    })
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { message: string }).message).toContain(
      'Repeated chargebacks on paid orders',
    )

    // Hide the seller's product with a reason.
    await openSection(page, 'Products')
    await page.getByLabel('Search products').fill(productName)
    await page.getByLabel('Search products').press('Enter')
    await expect
      .poll(() => page.getByRole('table', { name: 'Products' }).getByRole('row').count(), {
        timeout: 15_000,
      })
      .toBe(2)
    await page.getByRole('button', { name: `Hide ${productName}` }).click()
    const hideDialog = page.getByRole('dialog', { name: /Hide/ })
    await expect.poll(() => hideDialog.isVisible()).toBe(true)
    await hideDialog.getByRole('textbox').fill('Counterfeit designer bag')
    await hideDialog.getByRole('button', { name: 'Hide product' }).click()
    const productRow = page.getByRole('row').filter({ hasText: productName })
    await expect.poll(() => productRow.getByText('Counterfeit designer bag').isVisible()).toBe(true)
    await screenshot(page, 'admin-products', { docs: true, accessible: true })
    const shopperView = await fetch(new URL(`/api/v1/products/${product.uuid}`, page.url()))
    expect(shopperView.status).toBe(404)

    // Add a category with an icon.
    const suffix = id()
    const category = `Crafts ${suffix}`
    await openSection(page, 'Categories')
    await page.getByLabel('Name in English').last().fill(category)
    await page.getByLabel('Name in Indonesian').last().fill(`Kerajinan ${suffix}`)
    await page.getByRole('radio', { name: 'flower' }).last().check({ force: true })
    await page.getByRole('button', { name: 'Add category' }).click()
    await expect
      .poll(() =>
        page
          .getByRole('list', { name: 'Categories in menu order' })
          .getByText(category)
          .isVisible(),
      )
      .toBe(true)
    await screenshot(page, 'admin-categories', { docs: true, accessible: true })

    // The audit lists the three actions with their reasons.
    await openSection(page, 'Audit')
    const audit = page.getByRole('table', { name: 'Audit' })
    await expect.poll(() => audit.getByText('Added category').isVisible()).toBe(true)
    await expect.poll(() => audit.getByText('Counterfeit designer bag').isVisible()).toBe(true)
    await expect
      .poll(() => audit.getByText('Repeated chargebacks on paid orders').isVisible())
      .toBe(true)
    await screenshot(page, 'admin-audit', { docs: true, accessible: true })

    // The seller sees the reason in their dashboard.
    const sellerPage = await browser.newPage('desktop')
    await signInAs(sellerPage, seller.account)
    await sellerPage.goto(`/dashboard/stores/${seller.store.slug}`)
    const notice = sellerPage.getByTestId('hidden-notice')
    // The dashboard loads the seller's stores after signing in: wait for it, not a second.
    await notice.waitFor({ timeout: 15_000 })
    expect(await notice.textContent()).toContain('Hidden by Pasar: Counterfeit designer bag')
  })

  for (const viewport of ['phone', 'desktop'] as ViewportName[]) {
    it(`looks right at ${viewport} width (tables become cards on phones)`, async () => {
      const account = await theOperator()
      const page = await browser.newPage(viewport)
      await signInAs(page, account)
      await page.goto('/admin')
      await expect.poll(() => page.getByTestId('figure-orders').isVisible()).toBe(true)
      if (viewport === 'phone') await screenshot(page, 'admin-overview', { docs: true })
      await page.goto('/admin/users')
      await expect.poll(() => page.getByRole('table', { name: 'Users' }).isVisible()).toBe(true)
      await screenshot(page, 'admin-users', { docs: true, accessible: true })
      await page.goto('/admin/refunds')
      await expect
        .poll(() => page.getByRole('button', { name: 'To settle' }).isVisible())
        .toBe(true)
      await expectAccessible(page)
    })
  }

  it('shows a non-operator that they are not allowed', async () => {
    const shopper = await createAccount()
    const page = await browser.newPage('phone')
    await signInAs(page, shopper)
    await page.goto('/admin')
    await expect
      .poll(() => page.getByRole('heading', { name: 'Not allowed' }).isVisible())
      .toBe(true)
    await page.getByRole('button', { name: /Account menu/ }).click()
    expect(await page.getByRole('menuitem', { name: 'Operator console' }).count()).toBe(0)
    await page.keyboard.press('Escape')
    await expectAccessible(page)
  })
})
