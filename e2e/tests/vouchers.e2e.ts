import { randomBytes } from 'node:crypto'
import { formatIDR, type Order } from '@pasar/shared'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { apiAs, createAccount, login, signInAs, type Account } from '../support/accounts.ts'
import {
  expectNoPageErrors,
  screenshotsAtBothSizes,
  useBrowser,
  VIEWPORTS,
  withToast,
} from '../support/browser.ts'
import { addAddress, payButton, payFrame, shipFrom } from '../support/checkout.ts'
import { createProduct, createSeller } from '../support/sellers.ts'

// Vouchers (docs/decisions/1016-vouchers.md): a seller's store voucher and a Pasar free-shipping
// code, from the seller's dashboard and /admin to the buyer's checkout, the order, the inbox and
// the ledger.

const browser = useBrowser()

// An operator of its own (ADMIN_EMAILS in support/global-setup.ts).
const OPERATOR: Account = {
  email: 'voucher-ops@pasar.test',
  username: 'ops_vouchers',
  name: 'Wayan Operator',
  password: 'correct-horse',
}

const PRICE = 200_000
const STORE_CODE = 'HEMAT10'
/** 10% of the items, capped at Rp 50.000. */
const STORE_DISCOUNT = 20_000

const minus = (amount: number) => `−${formatIDR(amount)}`
const amountOf = async (page: Page, testId: string) =>
  Number(((await page.getByTestId(testId).first().textContent()) ?? '').replace(/\D/g, ''))

/** An operator makes a Pasar 'Gratis Ongkir' voucher in /admin's Vouchers: Rp 15.000 off shipping. */
async function createFreeShipping(page: Page, code: string) {
  await login(OPERATOR).catch(() => createAccount(OPERATOR))
  await signInAs(page, OPERATOR)
  await page.goto('/admin/vouchers')
  await page.getByRole('button', { name: 'Create voucher' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create voucher' })
  await dialog.getByLabel('Code').fill(code)
  await dialog.getByLabel('Applies to').selectOption('SHIPPING')
  await dialog.getByLabel('Kind').selectOption('FIXED')
  await dialog.getByLabel('Discount', { exact: true }).fill('15000')
  await dialog.getByLabel('Quota', { exact: true }).fill('100')
  await withToast(page, `Voucher ${code} created`, () =>
    dialog.getByRole('button', { name: 'Create voucher' }).click(),
  )
  await dialog.waitFor({ state: 'hidden' })
  await page.getByText(code, { exact: true }).filter({ visible: true }).first().waitFor()
  await screenshotsAtBothSizes(page, 'vouchers-admin', { accessible: true })
}

describe('vouchers', () => {
  it('a seller makes a store voucher; a buyer uses it and a Pasar free-shipping code at checkout, pays; the order, the inbox and the ledger show the discounts', async () => {
    const seller = await createSeller()
    await shipFrom(seller)
    const product = await createProduct(seller, {
      name: 'Tas Anyaman Rotan',
      price: PRICE,
      stock: 5,
    })
    const platformCode = `ONGKIR${randomBytes(2).toString('hex').toUpperCase()}`
    const operatorPage = await browser.newPage('desktop')
    await createFreeShipping(operatorPage, platformCode)

    // The seller creates HEMAT10 in the dashboard's Vouchers tab.
    const sellerPage = await browser.newPage('desktop')
    await signInAs(sellerPage, seller.account)
    await sellerPage.goto(`/dashboard/stores/${seller.store.slug}/vouchers`)
    await sellerPage.getByRole('button', { name: 'Create voucher' }).click()
    const dialog = sellerPage.getByRole('dialog', { name: 'Create voucher' })
    await dialog.getByLabel('Code').fill(STORE_CODE)
    await dialog.getByLabel('Discount', { exact: true }).fill('10')
    await dialog.getByLabel('Maximum discount').fill('50000')
    await dialog.getByLabel('Minimum spend').fill('100000')
    await dialog.getByLabel('Quota', { exact: true }).fill('10')
    await withToast(sellerPage, `Voucher ${STORE_CODE} created`, () =>
      dialog.getByRole('button', { name: 'Create voucher' }).click(),
    )
    await dialog.waitFor({ state: 'hidden' })
    await sellerPage
      .getByText(STORE_CODE, { exact: true })
      .filter({ visible: true })
      .first()
      .waitFor()
    await screenshotsAtBothSizes(sellerPage, 'vouchers-seller-tab', { accessible: true })

    // The buyer sees it on the store page.
    const page = await browser.newPage('phone')
    const buyer = await signInAs(page, await createAccount({ name: 'Putu Ayu' }))
    await addAddress(buyer.accessToken)
    await page.goto(`/stores/${seller.store.slug}`)
    await page.getByTestId(`voucher-chip-${STORE_CODE}`).waitFor()
    await screenshotsAtBothSizes(page, 'vouchers-store-page', { accessible: true })

    // Checkout: the store's best voucher is pointed out, not applied, until the buyer picks it.
    await page.goto(`/product/${product.uuid}`)
    await page.getByRole('button', { name: 'Buy now' }).click()
    await page.waitForURL((url) => url.pathname === '/checkout')
    await expect.poll(() => payButton(page).isEnabled(), { timeout: 15_000 }).toBe(true)
    const parcel = page.getByTestId(`parcel-${seller.store.id}`)
    await parcel.getByText(`Save ${formatIDR(STORE_DISCOUNT)} with ${STORE_CODE}`).waitFor()
    expect(await page.getByTestId('store-discount').count()).toBe(0)
    await parcel.getByRole('button', { name: `Use voucher from ${seller.store.name}` }).click()
    await parcel.getByRole('radio', { name: new RegExp(STORE_CODE) }).check()
    await expect
      .poll(() => page.getByTestId('store-discount').textContent())
      .toBe(minus(STORE_DISCOUNT))

    // A code that does not exist says so; the Pasar code takes the shipping off.
    const field = page.getByRole('textbox', { name: 'Pasar voucher code' })
    await field.fill('TIDAKADA')
    await page.getByRole('button', { name: 'Apply' }).click()
    await page.getByText('This voucher does not exist.').waitFor()
    await field.fill(platformCode.toLowerCase())
    await page.getByRole('button', { name: 'Apply' }).click()
    await page.getByTestId('platform-discount').waitFor()
    await expect.poll(() => payButton(page).isEnabled()).toBe(true)
    const shipping = await amountOf(page, 'shipping-total')
    const free = Math.min(15_000, shipping)
    expect(await page.getByTestId('platform-discount').textContent()).toBe(minus(free))
    const total = PRICE + shipping - STORE_DISCOUNT - free
    expect(await page.getByTestId('order-total').textContent()).toBe(formatIDR(total))
    await screenshotsAtBothSizes(page, 'vouchers-checkout', {
      docs: true,
      accessible: true,
    })

    // Paid in the payment simulator, for the discounted total.
    await page.setViewportSize(VIEWPORTS.phone)
    await payButton(page).click()
    await payFrame(page).getByText(formatIDR(total)).first().waitFor()
    await payFrame(page).getByRole('button', { name: 'Pay', exact: true }).click()
    await page.waitForURL('**/dashboard/orders')
    const { data: orders } = await apiAs<{ data: Order[] }>(
      buyer.accessToken,
      'GET',
      '/api/v1/orders?limit=1',
    )
    const order = orders[0]
    if (!order) throw new Error('no order')
    expect(order).toMatchObject({ totalPrice: total, discountTotal: STORE_DISCOUNT + free })
    const part = order.storeOrders[0]
    if (!part) throw new Error('no store order')
    expect(part.discount).toEqual({ store: STORE_DISCOUNT, platform: free })

    // The buyer's order shows both vouchers and the total after them.
    await page.goto(`/dashboard/orders/${order.id}`)
    const totals = page.getByTestId('order-totals')
    await totals.getByText(minus(STORE_DISCOUNT)).waitFor()
    expect(await totals.textContent()).toBe(
      `Items${formatIDR(PRICE)}Shipping${formatIDR(shipping)}` +
        `Store voucher${minus(STORE_DISCOUNT)}Pasar voucher${minus(free)}Total${formatIDR(total)}`,
    )
    await screenshotsAtBothSizes(page, 'vouchers-buyer-order', {
      docs: true,
      accessible: true,
    })

    // The seller's inbox: both off what the buyer paid, the Pasar one paid by Pasar.
    await sellerPage.goto(`/dashboard/stores/${seller.store.slug}/orders`)
    const card = sellerPage.getByTestId(`store-order-${part.id}`)
    await card.getByText('Pasar voucher (paid by Pasar)').waitFor()
    await card.getByText(formatIDR(total)).first().waitFor()
    await card
      .getByText(
        `Your sale is ${formatIDR(PRICE + shipping - STORE_DISCOUNT)} before the fee: Pasar pays its voucher.`,
      )
      .waitFor()
    await screenshotsAtBothSizes(sellerPage, 'vouchers-seller-inbox', {
      docs: true,
      accessible: true,
    })

    // Shipped and received: the ledger's sale is items + shipping − the store's voucher only.
    await apiAs(
      seller.token,
      'POST',
      `/api/v1/stores/${seller.store.slug}/orders/${part.id}/ship`,
      { trackingNumber: 'JNE0123456789' },
    )
    await apiAs(
      buyer.accessToken,
      'POST',
      `/api/v1/orders/${order.id}/store-orders/${part.id}/receive`,
    )
    await sellerPage.goto(`/dashboard/stores/${seller.store.slug}/finance`)
    const ledger = sellerPage.getByRole('region', { name: 'Ledger' })
    await ledger
      .locator(':visible', { hasText: formatIDR(PRICE + shipping - STORE_DISCOUNT) })
      .first()
      .waitFor()
    await screenshotsAtBothSizes(sellerPage, 'vouchers-seller-ledger', {
      docs: true,
      accessible: true,
    })

    expectNoPageErrors(page)
    expectNoPageErrors(sellerPage)
    expectNoPageErrors(operatorPage)
  }, 300_000)
})
