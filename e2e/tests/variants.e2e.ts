import { formatIDR, type Order, type OrderDetail } from '@pasar/shared'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { apiAs, createAccount, signInAs } from '../support/accounts.ts'
import {
  expectNoPageErrors,
  screenshotsAtBothSizes,
  useBrowser,
  VIEWPORTS,
  withToast,
} from '../support/browser.ts'
import { addAddress, openCheckout, payButton, payFrame, shipFrom } from '../support/checkout.ts'
import { createProduct, createSeller } from '../support/sellers.ts'

const browser = useBrowser()

const NAME = 'Kemeja Batik Parang'

const chip = (page: Page, option: string, value: string) =>
  page
    .getByRole('group', { name: new RegExp(`^${option}`) })
    .getByRole('button', { name: new RegExp(`^${value}\\b`) })
const price = (page: Page) => page.getByText(/^Rp/).first()

/** Types an option and its values into the Variants section, each value followed by Enter. */
async function addOption(page: Page, name: string, values: string[]) {
  await page.getByRole('button', { name: 'Add option' }).click()
  await page.getByLabel('Option name').last().fill(name)
  const input = page.getByRole('textbox', { name: `Values of ${name}` })
  for (const value of values) {
    await input.fill(value)
    await input.press('Enter')
  }
}

describe('variants', () => {
  it('a seller gives a shirt colours and sizes; a buyer buys two sizes, the seller sees both, the review names the variant', async () => {
    const seller = await createSeller()
    await shipFrom(seller)
    const product = await createProduct(seller, { name: NAME, price: 150_000, stock: 5 })

    // The seller adds Warna and Ukuran, fills every row at once, and prices XL higher.
    const sellerPage = await browser.newPage('desktop')
    await signInAs(sellerPage, seller.account)
    await sellerPage.goto(`/dashboard/stores/${seller.store.slug}/${product.uuid}`)
    await sellerPage.getByRole('heading', { name: 'Variants' }).waitFor()
    await addOption(sellerPage, 'Warna', ['Merah', 'Biru'])
    await addOption(sellerPage, 'Ukuran', ['M', 'L', 'XL'])
    expect(await sellerPage.getByRole('rowheader').allTextContents()).toEqual([
      'Merah / M',
      'Merah / L',
      'Merah / XL',
      'Biru / M',
      'Biru / L',
      'Biru / XL',
    ])
    const fill = sellerPage.getByRole('group', { name: 'Apply to all' })
    await fill.getByLabel('Price (Rp)').fill('150000')
    await fill.getByLabel('Stock').fill('5')
    await fill.getByRole('button', { name: 'Apply to all 6 variants' }).click()
    for (const colour of ['Merah', 'Biru']) {
      await sellerPage
        .getByRole('spinbutton', { name: `Price (Rp) of ${colour} / XL` })
        .fill('175000')
    }
    await sellerPage.getByRole('spinbutton', { name: 'Stock of Biru / M' }).fill('0')
    await screenshotsAtBothSizes(sellerPage, 'variants-seller-form', {
      docs: true,
      accessible: true,
    })
    await withToast(sellerPage, 'Variants saved.', () =>
      sellerPage.getByRole('button', { name: 'Save variants' }).click(),
    )
    await sellerPage
      .getByText('Price, stock and weight are set per variant, under Variants.')
      .waitFor()

    // The products table shows the range, and a variant's stock changes from its figure.
    await sellerPage.goto(`/dashboard/stores/${seller.store.slug}`)
    await sellerPage.getByRole('button', { name: `Stock of ${NAME}: 25. Change it` }).click()
    const stockDialog = sellerPage.getByRole('dialog', { name: `Stock of ${NAME}` })
    await stockDialog.getByLabel('Biru / L').fill('4')
    await screenshotsAtBothSizes(sellerPage, 'variants-seller-stock', {
      docs: true,
      accessible: true,
    })
    await withToast(sellerPage, 'Stock saved.', () =>
      stockDialog.getByRole('button', { name: 'Save stock' }).click(),
    )
    await sellerPage.getByRole('button', { name: `Stock of ${NAME}: 24. Change it` }).waitFor()
    await sellerPage
      .getByText(`${formatIDR(150_000)} – ${formatIDR(175_000)}`)
      .last()
      .waitFor()

    // The buyer: the range until both options are chosen; a missing option is asked for by name.
    const page = await browser.newPage('phone')
    const buyer = await signInAs(page, await createAccount({ name: 'Sari Wulandari' }))
    await addAddress(buyer.accessToken)
    await page.goto(`/product/${product.uuid}`)
    await chip(page, 'Warna', 'Merah').waitFor()
    expect(await price(page).textContent()).toBe(`${formatIDR(150_000)} – ${formatIDR(175_000)}`)
    await chip(page, 'Warna', 'Biru').click()
    // Biru / M has no stock left: M is shown struck through and cannot be chosen.
    expect(await chip(page, 'Ukuran', 'M').isDisabled()).toBe(true)
    await chip(page, 'Warna', 'Merah').click()
    expect(await chip(page, 'Ukuran', 'M').isDisabled()).toBe(false)
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.getByRole('alert').filter({ hasText: 'Choose Ukuran' }).waitFor()
    await screenshotsAtBothSizes(page, 'variants-product-missing', { docs: true })
    await chip(page, 'Ukuran', 'L').click()
    await expect.poll(() => price(page).textContent()).toBe(formatIDR(150_000))
    expect(new URL(page.url()).searchParams.get('variant')).toMatch(/^\d+$/)
    await withToast(page, 'Item added to cart', () =>
      page.getByRole('button', { name: 'Add to cart' }).click(),
    )
    await chip(page, 'Ukuran', 'XL').click()
    await expect.poll(() => price(page).textContent()).toBe(formatIDR(175_000))
    await withToast(page, 'Item added to cart', () =>
      page.getByRole('button', { name: 'Add to cart' }).click(),
    )
    // A shared link opens the variant chosen.
    const shared = page.url()
    await page.goto(shared)
    await expect.poll(() => chip(page, 'Ukuran', 'XL').getAttribute('aria-pressed')).toBe('true')
    expect(await chip(page, 'Warna', 'Merah').getAttribute('aria-pressed')).toBe('true')
    await screenshotsAtBothSizes(page, 'variants-product', { docs: true, accessible: true })

    // The cart holds the two sizes as two lines, each with its variant.
    await page.goto('/cart')
    await page.getByText('Merah / L', { exact: true }).waitFor()
    await page.getByText('Merah / XL', { exact: true }).waitFor()
    await expect.poll(() => page.locator('output').textContent()).toBe(formatIDR(325_000))
    await screenshotsAtBothSizes(page, 'variants-cart', { docs: true, accessible: true })

    // Checkout lists both; paid in the payment simulator.
    await openCheckout(page)
    await page.getByText('Merah / XL', { exact: true }).waitFor()
    await page.getByText('Merah / L', { exact: true }).waitFor()
    await screenshotsAtBothSizes(page, 'variants-checkout', { docs: true })
    await page.setViewportSize(VIEWPORTS.phone)
    await payButton(page).click()
    await payFrame(page).getByRole('button', { name: 'Pay', exact: true }).click()
    await page.waitForURL('**/dashboard/orders')
    const orders = await apiAs<{ data: Order[] }>(
      buyer.accessToken,
      'GET',
      '/api/v1/orders?limit=1',
    )
    const orderId = orders.data[0]?.id
    if (!orderId) throw new Error('no order')

    // The seller's inbox shows both lines with their variant.
    await sellerPage.goto(`/dashboard/stores/${seller.store.slug}/orders`)
    await sellerPage.getByText('Merah / L', { exact: true }).first().waitFor()
    await sellerPage.getByText('Merah / XL', { exact: true }).first().waitFor()
    await screenshotsAtBothSizes(sellerPage, 'variants-seller-inbox', {
      docs: true,
      accessible: true,
    })

    // Shipped and received through the API; the buyer reviews the L.
    const { data: order } = await apiAs<{ data: OrderDetail }>(
      buyer.accessToken,
      'GET',
      `/api/v1/orders/${orderId}`,
    )
    const part = order.storeOrders[0]
    if (!part) throw new Error('no store order')
    expect(part.orderItems.map((item) => item.variantLabel).sort()).toEqual([
      'Merah / L',
      'Merah / XL',
    ])
    await apiAs(
      seller.token,
      'POST',
      `/api/v1/stores/${seller.store.slug}/orders/${part.id}/ship`,
      {
        trackingNumber: 'JNE0123456789',
      },
    )
    await apiAs(
      buyer.accessToken,
      'POST',
      `/api/v1/orders/${orderId}/store-orders/${part.id}/receive`,
    )
    await page.goto(`/dashboard/orders/${orderId}`)
    await page.getByRole('button', { name: `Review ${NAME} (Merah / L)` }).click()
    const dialog = page.getByRole('dialog', { name: 'Review this product' })
    await dialog.getByRole('radio', { name: '5 stars' }).check({ force: true })
    await dialog.getByRole('textbox', { name: /Comment/ }).fill('Warnanya cerah, ukuran L pas.')
    await dialog.getByRole('button', { name: 'Send review' }).click()
    await dialog.waitFor({ state: 'hidden' })

    // The product page's review names the variant bought.
    await page.goto(`/product/${product.uuid}`)
    const reviews = page.getByTestId('product-reviews')
    await reviews.getByText('Variant: Merah / L').waitFor()
    await reviews.scrollIntoViewIfNeeded()
    await screenshotsAtBothSizes(page, 'variants-review', { docs: true, accessible: true })

    expectNoPageErrors(page)
    expectNoPageErrors(sellerPage)
  }, 300_000)
})
