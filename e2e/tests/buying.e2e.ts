import { formatIDR, type Product } from '@pasar/shared'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { apiAs, createAccount, signInAs } from '../support/accounts.ts'
import {
  expectAccessible,
  expectNoPageErrors,
  screenshot,
  screenshotsAtBothSizes,
  useBrowser,
} from '../support/browser.ts'
import {
  addAddress,
  openCheckout,
  orderThroughApi,
  payButton,
  shipFrom,
} from '../support/checkout.ts'
import { createProduct, createSeller, deleteProduct, setStock } from '../support/sellers.ts'

const browser = useBrowser()

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })
const rowCheckbox = (page: Page, product: Product) =>
  page.getByRole('checkbox', { name: `Select ${product.name}` })
const checkoutButton = (page: Page) => page.getByRole('button', { name: 'Checkout' })
const total = (page: Page) => page.locator('output')

async function putInCart(token: string, product: Product, quantity = 1) {
  await apiAs(token, 'POST', '/api/v1/carts', { productId: product.id, quantity })
}

describe('buying at 390 px', () => {
  it('Buy now goes to checkout with that product at the chosen quantity', async () => {
    const seller = await createSeller()
    const product = await createProduct(seller, { name: 'Buy Now Lamp', price: 45_000, stock: 5 })
    const page = await browser.newPage('phone')
    await signInAs(page, await createAccount())

    await page.goto(`/product/${product.uuid}`)
    await page.getByRole('button', { name: 'Increase quantity' }).click()
    await page.getByRole('button', { name: 'Buy now' }).click()
    await page.waitForURL((url) => url.pathname === '/checkout')
    expect(new URL(page.url()).searchParams.get('items')).toBe(String(product.id))
    await page.getByText(product.name).first().waitFor()
    await page.getByText('Items (2 items)').waitFor()
    await expect.poll(() => page.getByTestId('items-total').textContent()).toBe(formatIDR(90_000))

    // In the cart it is the line selected.
    await page.goto('/cart')
    await page.getByRole('link', { name: product.name }).waitFor()
    await expect.poll(() => rowCheckbox(page, product).getAttribute('aria-checked')).toBe('true')
    expect(await checkoutButton(page).isEnabled()).toBe(true)
    expect(await total(page).textContent()).toBe(formatIDR(90_000))
    expectNoPageErrors(page)
  })

  it('flags lines that cannot be bought, keeps them out of checkout, and shows a 409', async () => {
    const seller = await createSeller()
    const [soldOut, short, removed, fine] = await Promise.all([
      createProduct(seller, { name: 'Sold Out Kettle', price: 10_000, stock: 5 }),
      createProduct(seller, { name: 'Short Stock Mug', price: 20_000, stock: 5 }),
      createProduct(seller, { name: 'Withdrawn Teapot', price: 30_000, stock: 5 }),
      createProduct(seller, { name: 'Plenty Spoon', price: 40_000, stock: 5 }),
    ])
    if (!soldOut || !short || !removed || !fine) throw new Error('no products')
    await shipFrom(seller)
    const page = await browser.newPage('phone')
    const shopper = await signInAs(page, await createAccount())
    await addAddress(shopper.accessToken)
    await putInCart(shopper.accessToken, soldOut)
    await putInCart(shopper.accessToken, short, 4)
    await putInCart(shopper.accessToken, removed)
    await putInCart(shopper.accessToken, fine)
    await setStock(seller, soldOut, 0)
    await setStock(seller, short, 2)
    await deleteProduct(seller, removed)

    await page.goto('/cart')
    await page.getByRole('link', { name: fine.name }).waitFor()
    for (const [product, badge, text] of [
      [soldOut, 'Sold out', 'This product is sold out.'],
      [short, 'Not enough stock', 'Only 2 left: lower the quantity to buy it.'],
      [removed, 'Unavailable', 'This product is no longer sold.'],
    ] as const) {
      const flag = page.getByTestId(`problem-${product.id}`)
      expect(await flag.textContent()).toBe(`${badge}${text}`)
      expect(await rowCheckbox(page, product).isDisabled()).toBe(true)
    }
    await page.getByRole('checkbox', { name: 'Select all', exact: true }).click()
    await expect.poll(() => total(page).textContent()).toBe(formatIDR(40_000))
    for (const product of [soldOut, short, removed]) {
      expect(await rowCheckbox(page, product).getAttribute('aria-checked')).toBe('false')
    }
    await screenshotsAtBothSizes(page, 'cart-flags')
    await expectAccessible(page)

    // The last good line sells out while the shopper is at checkout: Pay says so by name, and
    // nothing is left to check out.
    await openCheckout(page)
    await setStock(seller, fine, 0)
    await payButton(page).click()
    await toast(page, fine.name).waitFor()
    await page.getByText('Nothing to check out').waitFor()
    await page.getByRole('link', { name: 'Back to cart' }).click()
    await page.getByTestId(`problem-${fine.id}`).waitFor()
    await expect.poll(() => total(page).textContent()).toBe(formatIDR(0))
    expect(await checkoutButton(page).isDisabled()).toBe(true)
    const orders = await apiAs<{ data: unknown[] }>(shopper.accessToken, 'GET', '/api/v1/orders')
    expect(orders.data).toEqual([])

    // Removing a line hands focus to the line that took its place, not to the top of the page.
    await page.getByRole('button', { name: `Remove ${removed.name}` }).press('Enter')
    await page.getByRole('link', { name: removed.name }).waitFor({ state: 'detached' })
    await expect
      .poll(() =>
        page.evaluate(() => {
          const focused = document.activeElement
          return focused?.tagName === 'TR' ? focused.textContent : null
        }),
      )
      .toMatch(/Kettle|Mug|Spoon/)
    await screenshot(page, 'cart-line-removed-focus', { fullPage: false })
    expectNoPageErrors(page, [/status of 409/])
  })

  it("tells a seller on their own product's page that it is their store", async () => {
    const seller = await createSeller()
    const product = await createProduct(seller, { name: 'Own Shelf', price: 15_000, stock: 3 })
    const page = await browser.newPage('phone')
    await signInAs(page, seller.account)

    await page.goto(`/product/${product.uuid}`)
    await page.getByText('This is your store').waitFor()
    await page.getByText('You cannot buy from your own store.').waitFor()
    const manage = page.getByRole('link', { name: 'Manage it in the dashboard' })
    expect(await manage.getAttribute('href')).toBe(`/dashboard/stores/${seller.store.slug}`)
    expect(await page.getByRole('button', { name: 'Buy now' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Add to cart' }).count()).toBe(0)
    await screenshotsAtBothSizes(page, 'product-own-store')
    await expectAccessible(page)
    await manage.click()
    await page.waitForURL(`**/dashboard/stores/${seller.store.slug}`)
    expectNoPageErrors(page)
  })

  it('Buy again puts a canceled order back in the cart, selected', async () => {
    const seller = await createSeller()
    const [a, b] = await Promise.all([
      createProduct(seller, { name: 'Again Basket', price: 12_000, stock: 5 }),
      createProduct(seller, { name: 'Again Broom', price: 18_000, stock: 5 }),
    ])
    if (!a || !b) throw new Error('no products')
    await shipFrom(seller)
    const page = await browser.newPage('phone')
    const shopper = await signInAs(page, await createAccount())
    await putInCart(shopper.accessToken, a, 2)
    await putInCart(shopper.accessToken, b)
    const order = await orderThroughApi(shopper.accessToken, [a.id, b.id])
    await apiAs(shopper.accessToken, 'DELETE', `/api/v1/orders/${order.data.id}/cancel`)

    await page.goto('/dashboard/orders')
    const row = page.getByTestId(`order-${order.data.id}`)
    await row.getByText('CANCELED').waitFor()
    await screenshotsAtBothSizes(page, 'orders-buy-again')
    await row.getByRole('button', { name: `Buy again order #${order.data.id}` }).click()
    await page.waitForURL('**/cart')
    await page.getByRole('link', { name: a.name }).waitFor()
    await expect.poll(() => total(page).textContent()).toBe(formatIDR(2 * 12_000 + 18_000))
    expect(await rowCheckbox(page, a).getAttribute('aria-checked')).toBe('true')
    expect(await rowCheckbox(page, b).getAttribute('aria-checked')).toBe('true')
    expect(await checkoutButton(page).isEnabled()).toBe(true)
    await page.reload()
    await expect.poll(() => total(page).textContent()).toBe(formatIDR(2 * 12_000 + 18_000))
    expectNoPageErrors(page)
  })
})
