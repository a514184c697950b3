import { formatIDR, type Order, type Product } from '@pasar/shared'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { apiAs, createAccount, signInAs } from '../support/accounts.ts'
import { baseURL, expectNoPageErrors, screenshot, useBrowser } from '../support/browser.ts'
import {
  addAddress,
  checkoutToPopup,
  orderThroughApi,
  payFrame,
  productsInStock,
} from '../support/checkout.ts'

const browser = useBrowser()

async function product(uuid: string): Promise<Product> {
  const res = await fetch(`${baseURL()}/api/v1/products/${uuid}`)
  return ((await res.json()) as { data: Product }).data
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

async function orderRow(page: Page, orderId: number) {
  const row = page.getByTestId(`order-${orderId}`)
  await row.waitFor()
  return row
}

async function latestOrder(token: string): Promise<Order> {
  const body = await apiAs<{ data: Order[] }>(token, 'GET', '/api/v1/orders?limit=1')
  const order = body.data[0]
  if (!order) throw new Error('no order')
  return order
}

describe('cart and checkout', () => {
  it('adds two products, checks out one, pays in the popup and sees it PAID', async () => {
    const page = await browser.newPage('desktop')
    const session = await signInAs(page, await createAccount())
    await addAddress(session.accessToken)
    const [first, second] = await productsInStock(0, 2)
    if (!first || !second) throw new Error('no products')

    await page.goto(`/product/${first.uuid}`)
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await toast(page, 'Item added to cart').waitFor()
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('1')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await toast(page, 'Item already in cart.').waitFor()

    await page.goto(`/product/${second.uuid}`)
    await page.getByRole('button', { name: 'Increase quantity' }).click()
    await page.getByRole('button', { name: 'Buy now' }).click()
    // Buy now goes to checkout with that product; in the cart it is the one selected.
    await page.waitForURL((url) => url.pathname === '/checkout')
    expect(new URL(page.url()).searchParams.get('items')).toBe(String(second.id))
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('2')
    await page.goto('/cart')
    await page.getByRole('heading', { name: 'Shopping Cart' }).waitFor()
    await page.getByRole('link', { name: second.name }).waitFor()
    const total = page.locator('output')
    await expect.poll(() => total.textContent()).toBe(formatIDR(second.price * 2))
    expect(await page.getByRole('button', { name: 'Checkout' }).isEnabled()).toBe(true)
    await page.getByRole('checkbox', { name: 'Select all', exact: true }).click()
    await expect.poll(() => total.textContent()).toBe(formatIDR(first.price + second.price * 2))
    await page.getByRole('checkbox', { name: `Select ${second.name}` }).click()
    await expect.poll(() => total.textContent()).toBe(formatIDR(first.price))
    // The quantity buttons save: the server's cart has the new quantity.
    await page
      .getByRole('group', { name: `Quantity of ${first.name}` })
      .getByRole('button', { name: 'Increase quantity' })
      .click()
    await expect.poll(() => total.textContent()).toBe(formatIDR(first.price * 2))
    await screenshot(page, 'cart', { accessible: true })

    // Checkout goes through the checkout page (default address, cheapest courier).
    await checkoutToPopup(page)
    await screenshot(page, 'payment-popup')
    await payFrame(page).getByRole('button', { name: 'Pay', exact: true }).click()
    await page.waitForURL('**/dashboard/orders')
    await toast(page, 'Payment success!').waitFor()

    const order = await latestOrder(session.accessToken)
    expect(order.itemsTotal).toBe(first.price * 2)
    expect(order.totalPrice).toBe(order.itemsTotal + order.shippingTotal)
    const row = await orderRow(page, order.id)
    await expect.poll(() => row.getByText('Packing', { exact: true }).isVisible()).toBe(true)
    expect(await row.textContent()).toContain(first.name)
    expect(await row.textContent()).toContain(formatIDR(order.totalPrice))
    await screenshot(page, 'orders', { accessible: true })

    // Only the paid product left the cart; its stock went down by two.
    const cart = await apiAs<{ data: { cartItems: { productId: number }[] } }>(
      session.accessToken,
      'GET',
      '/api/v1/carts',
    )
    expect(cart.data.cartItems.map((i) => i.productId)).toEqual([second.id])
    expect((await product(first.uuid)).stock).toBe(first.stock - 2)
    // The second 'Add to cart' was answered 409 on purpose.
    expectNoPageErrors(page, [/status of 409/])
  })

  it('leaves a payment pending, then completes it from the orders screen', async () => {
    const page = await browser.newPage('desktop')
    const session = await signInAs(page, await createAccount())
    await addAddress(session.accessToken)
    const [item] = await productsInStock(2, 1)
    if (!item) throw new Error('no product')
    await apiAs(session.accessToken, 'POST', '/api/v1/carts', { productId: item.id, quantity: 1 })

    await page.goto('/cart')
    await page.getByRole('checkbox', { name: 'Select all', exact: true }).click()
    await checkoutToPopup(page)
    await payFrame(page).getByRole('button', { name: 'Leave pending' }).click()
    await page.waitForURL('**/dashboard/orders')
    await toast(page, 'Waiting your payment..').waitFor()
    const orderId = (await latestOrder(session.accessToken)).id
    const row = await orderRow(page, orderId)
    await expect.poll(() => row.getByText('Unpaid', { exact: true }).isVisible()).toBe(true)

    await page.getByRole('button', { name: `Actions for order #${orderId}` }).click()
    await page.getByRole('menuitem', { name: 'Complete payment' }).click()
    await payFrame(page).getByRole('button', { name: 'Pay', exact: true }).click()
    await toast(page, 'Payment success!').waitFor()
    await expect.poll(() => row.getByText('Packing', { exact: true }).isVisible()).toBe(true)
    expectNoPageErrors(page)
  })

  it('cancels a pending order and the stock comes back', async () => {
    const page = await browser.newPage('desktop')
    const session = await signInAs(page, await createAccount())
    const [item] = await productsInStock(3, 1)
    if (!item) throw new Error('no product')
    await apiAs(session.accessToken, 'POST', '/api/v1/carts', { productId: item.id, quantity: 2 })
    const created = await orderThroughApi(session.accessToken, [item.id])
    expect((await product(item.uuid)).stock).toBe(item.stock - 2)

    await page.goto('/dashboard/orders')
    const row = await orderRow(page, created.data.id)
    await page.getByRole('button', { name: `Actions for order #${created.data.id}` }).click()
    await page.getByRole('menuitem', { name: 'Cancel payment' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' })
    await dialog
      .getByText(`Order #${created.data.id} will be canceled and its items released`)
      .waitFor()
    await dialog.getByRole('button', { name: 'Yes, cancel order' }).click()
    await toast(page, 'Order canceled.').waitFor()
    await expect.poll(() => row.getByText('CANCELED').isVisible()).toBe(true)
    expect((await product(item.uuid)).stock).toBe(item.stock)

    await page.getByRole('checkbox', { name: 'Canceled' }).click()
    await expect.poll(() => page.getByTestId(`order-${created.data.id}`).isVisible()).toBe(true)
    await page.getByRole('checkbox', { name: 'Canceled' }).click()
    await page.getByRole('checkbox', { name: 'Paid' }).click()
    await page.getByText('No results.').waitFor()
    expectNoPageErrors(page)
  })

  it('sends a visitor who tries to buy to sign in', async () => {
    const page = await browser.newPage('desktop')
    const [item] = await productsInStock(0, 1)
    if (!item) throw new Error('no product')
    await page.goto(`/product/${item.uuid}`)
    await page.getByRole('button', { name: 'Buy now' }).click()
    await page.waitForURL('**/sign-in')
    expectNoPageErrors(page)
  })

  it('looks right on a phone', async () => {
    const page = await browser.newPage('phone')
    const session = await signInAs(page, await createAccount())
    const [a, b] = await productsInStock(4, 2)
    if (!a || !b) throw new Error('no products')
    for (const p of [a, b]) {
      await apiAs(session.accessToken, 'POST', '/api/v1/carts', { productId: p.id, quantity: 1 })
    }
    await orderThroughApi(session.accessToken, [b.id])
    await page.goto('/cart')
    await page.getByRole('link', { name: a.name }).waitFor()
    await page.getByRole('checkbox', { name: 'Select all', exact: true }).click()
    await screenshot(page, 'cart', { accessible: true })
    await page.goto('/dashboard/orders')
    await page.getByRole('cell').getByText('Unpaid', { exact: true }).first().waitFor()
    await screenshot(page, 'orders', { accessible: true })
    expectNoPageErrors(page)
  })
})
