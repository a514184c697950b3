import { formatIDR, type Address, type Order, type Product } from '@pasar/shared'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { apiAs, createAccount, signInAs } from '../support/accounts.ts'
import {
  allowConsole,
  expectAccessible,
  expectNoPageErrors,
  screenshot,
  screenshotsAtBothSizes,
  useBrowser,
} from '../support/browser.ts'
import {
  AREAS,
  addAddress,
  chosenCourier,
  courierSelect,
  payButton,
  payFrame,
  quoteRates,
  shipFrom,
} from '../support/checkout.ts'
import { BANDUNG_PLACE, fillPlace } from '../support/places.ts'
import { createProduct, createSeller, type Seller } from '../support/sellers.ts'

const browser = useBrowser()

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

/** A store that ships, with one product in it. */
async function storeWith(
  name: string,
  price: number,
): Promise<{ seller: Seller; product: Product }> {
  const seller = await createSeller()
  await shipFrom(seller)
  const product = await createProduct(seller, { name, price, stock: 5 })
  return { seller, product }
}

async function putInCart(token: string, product: Product, quantity = 1) {
  await apiAs(token, 'POST', '/api/v1/carts', { productId: product.id, quantity })
}

describe('the checkout page', () => {
  it('checks out two stores: adds an address in place, picks couriers, pays and sees it PAID', async () => {
    const [batik, kopi] = await Promise.all([
      storeWith('Batik Tulis Pekalongan', 185_000),
      storeWith('Kopi Gayo Arabika 250 g', 72_500),
    ])
    const page = await browser.newPage('phone')
    const buyer = await signInAs(page, await createAccount())
    await putInCart(buyer.accessToken, batik.product)
    await putInCart(buyer.accessToken, kopi.product, 2)

    await page.goto('/cart')
    await page.getByRole('link', { name: kopi.product.name }).waitFor()
    await page.getByRole('checkbox', { name: 'Select all', exact: true }).click()
    await page.getByRole('button', { name: 'Checkout' }).click()
    await page.waitForURL('**/checkout?items=*')

    // No address yet: the page says so, Pay waits, and the address is added in place.
    await page.getByText('You have no address yet').waitFor()
    expect(await payButton(page).isDisabled()).toBe(true)
    await page.getByRole('button', { name: 'Add address' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add address' })
    await fillPlace(dialog, BANDUNG_PLACE)
    await dialog.getByLabel('Label (optional)', { exact: true }).fill('Rumah')
    await dialog.getByRole('button', { name: 'Add address' }).click()
    await toast(page, 'Address is added.').waitFor()
    const shown = page.getByTestId('checkout-address')
    await expect.poll(() => shown.textContent()).toContain(BANDUNG_PLACE.street)
    // 'Add address' is gone with the dialog: focus goes on beside the address, not to the top.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Change')

    // Each store is quoted; the cheapest courier is preselected with its price and estimate.
    const [address] = await apiAs<{ data: Address[] }>(
      buyer.accessToken,
      'GET',
      '/api/v1/addresses',
    ).then((body) => body.data)
    if (!address) throw new Error('the address was not saved')
    const rates = await quoteRates(buyer.accessToken, address.id, [
      batik.product.id,
      kopi.product.id,
    ])
    const optionsOf = (seller: Seller) => {
      const options = rates.find((r) => r.storeId === seller.store.id)?.options ?? []
      if (options.length < 2) throw new Error(`too few couriers for ${seller.store.name}`)
      return options
    }
    const label = (o: { courierName: string; serviceName: string; price: number; etd: string }) =>
      `${o.courierName} ${o.serviceName} · ${formatIDR(o.price)} · ${o.etd}`
    const [batikCheapest] = optionsOf(batik.seller)
    const kopiDearest = optionsOf(kopi.seller).at(-1)
    if (!batikCheapest || !kopiDearest) throw new Error('no options')
    const batikShipping = courierSelect(page, batik.seller.store.name)
    await expect
      .poll(() => chosenCourier(batikShipping), { timeout: 15_000 })
      .toBe(label(batikCheapest))

    // The buyer wants the parcel of coffee faster: picks its dearest service.
    const kopiShipping = courierSelect(page, kopi.seller.store.name)
    await kopiShipping.selectOption({ label: label(kopiDearest) })
    await expect.poll(() => chosenCourier(kopiShipping)).toBe(label(kopiDearest))

    const items = 185_000 + 2 * 72_500
    const shipping = batikCheapest.price + kopiDearest.price
    expect(await page.getByTestId('items-total').textContent()).toBe(formatIDR(items))
    expect(await page.getByTestId('shipping-total').textContent()).toBe(formatIDR(shipping))
    expect(await page.getByTestId('order-total').textContent()).toBe(formatIDR(items + shipping))
    await screenshotsAtBothSizes(page, 'checkout', { docs: true, accessible: true })

    await payButton(page).click()
    await payFrame(page).getByRole('heading', { name: 'Complete your payment' }).waitFor()
    await payFrame(page).getByRole('button', { name: 'Pay', exact: true }).click()
    await page.waitForURL('**/dashboard/orders')
    await toast(page, 'Payment success!').waitFor()

    const { data: orders } = await apiAs<{ data: Order[] }>(
      buyer.accessToken,
      'GET',
      '/api/v1/orders?limit=1',
    )
    const order = orders[0]
    if (!order) throw new Error('no order')
    const row = page.getByTestId(`order-${order.id}`)
    await expect
      .poll(() => row.getByText('Packing', { exact: true }).first().isVisible())
      .toBe(true)
    expect(order).toMatchObject({
      itemsTotal: items,
      shippingTotal: shipping,
      totalPrice: items + shipping,
    })
    expect(
      order.storeOrders.map((s) => [s.store.name, s.shipping.courierCode, s.shipping.serviceCode]),
    ).toEqual(
      expect.arrayContaining([
        [batik.seller.store.name, batikCheapest.courierCode, batikCheapest.serviceCode],
        [kopi.seller.store.name, kopiDearest.courierCode, kopiDearest.serviceCode],
      ]),
    )
    // The bought lines left the cart.
    const cart = await apiAs<{ data: { cartItems: unknown[] } }>(
      buyer.accessToken,
      'GET',
      '/api/v1/carts',
    )
    expect(cart.data.cartItems).toEqual([])
    expectNoPageErrors(page)
  })

  it('says when a store cannot ship yet, keeps Pay disabled, and offers Try again', async () => {
    const ready = await storeWith('Tas Anyaman Rotan', 95_000)
    const seller = await createSeller() // no origin address
    const product = await createProduct(seller, {
      name: 'Wayang Kulit Arjuna',
      price: 250_000,
      stock: 2,
    })
    const page = await browser.newPage('desktop')
    const buyer = await signInAs(page, await createAccount())
    await addAddress(buyer.accessToken)
    await putInCart(buyer.accessToken, ready.product)
    await putInCart(buyer.accessToken, product)
    allowConsole(page, [/status of 409/])

    await page.goto(`/checkout?items=${ready.product.id},${product.id}`)
    const alert = page.getByRole('alert').filter({ hasText: 'Shipping could not be quoted' })
    await alert.getByText(`This store cannot ship yet: ${seller.store.name}.`).waitFor()
    expect(await payButton(page).isDisabled()).toBe(true)
    expect(await page.getByTestId('order-total').textContent()).toBe('—')
    await screenshot(page, 'checkout-cannot-ship', { accessible: true })

    // The seller sets the store's address; 'Try again' quotes it.
    await shipFrom(seller)
    await alert.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(() => payButton(page).isEnabled(), { timeout: 15_000 }).toBe(true)
    expect(await page.getByRole('alert').count()).toBe(0)
  })

  it('quotes again when the buyer picks another address from the book', async () => {
    const { product } = await storeWith('Tenun Ikat Sumba', 420_000)
    const page = await browser.newPage('phone')
    const buyer = await signInAs(page, await createAccount())
    const bandung = await addAddress(buyer.accessToken)
    const jayapura = await addAddress(buyer.accessToken, {
      label: 'Kantor',
      ...AREAS.jayapura,
      postalCode: '99111',
      street: 'Jl. Ahmad Yani No. 7',
    })
    await putInCart(buyer.accessToken, product)
    const cheapestTo = async (addressId: number) => {
      const [rate] = await quoteRates(buyer.accessToken, addressId, [product.id])
      const price = rate?.options[0]?.price
      if (price === undefined) throw new Error('no courier')
      return price
    }
    const [toBandung, toJayapura] = [await cheapestTo(bandung.id), await cheapestTo(jayapura.id)]
    expect(toJayapura).toBeGreaterThan(toBandung)

    await page.goto(`/checkout?items=${product.id}`)
    const shippingTotal = page.getByTestId('shipping-total')
    await expect
      .poll(() => shippingTotal.textContent(), { timeout: 15_000 })
      .toBe(formatIDR(toBandung))
    await page.getByRole('button', { name: 'Change' }).click()
    const picker = page.getByRole('dialog', { name: 'Choose an address' })
    await picker.getByRole('radio', { name: /Rumah/ }).waitFor()
    expect(await picker.getByRole('radio', { name: /Rumah/ }).isChecked()).toBe(true)
    await screenshotsAtBothSizes(page, 'checkout-address-picker', { accessible: true })
    await expectAccessible(page)
    // Picking closes the picker (the radio leaves with it, so a click, not check()).
    await picker.getByRole('radio', { name: /Kantor/ }).click()
    await expect.poll(() => picker.isVisible()).toBe(false)
    await expect
      .poll(() => page.getByTestId('checkout-address').textContent())
      .toContain('Jl. Ahmad Yani No. 7')
    await expect
      .poll(() => shippingTotal.textContent(), { timeout: 15_000 })
      .toBe(formatIDR(toJayapura))
    expect(await page.getByTestId('order-total').textContent()).toBe(
      formatIDR(420_000 + toJayapura),
    )
    // Pay waits for the order's quote (docs/decisions/1016-vouchers.md), a moment after the rates.
    await expect.poll(() => payButton(page).isEnabled()).toBe(true)
    expectNoPageErrors(page)
  })

  it('keeps its place on a phone while the address and the quotes arrive', async () => {
    const { product } = await storeWith('Tenun Ikat Sumba', 420_000)
    const page = await browser.newPage('phone')
    const buyer = await signInAs(page, await createAccount())
    await addAddress(buyer.accessToken)
    await putInCart(buyer.accessToken, product)
    // Every layout shift from the first paint, as Lighthouse adds them up (CLS).
    await page.addInitScript(() => {
      const shifts: number[] = []
      Object.assign(window, { layoutShifts: shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number }>) {
          shifts.push(entry.value)
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(`/checkout?items=${product.id}`)
    await expect.poll(() => payButton(page).isEnabled(), { timeout: 15_000 }).toBe(true)
    const shifted = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
    )
    // The skeletons keep the address's, the store's and the courier box's places (0.105 before).
    expect(shifted).toBeLessThan(0.02)
    await screenshot(page, 'checkout-quoted')
  })

  it('sends a signed-out visitor to sign in and back to the checkout', async () => {
    const page = await browser.newPage('desktop')
    const account = await createAccount()
    await page.goto('/checkout?items=1,2')
    await page.waitForURL((url) => url.pathname === '/sign-in')
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/checkout?items=1,2')
    await page.getByLabel('Email').fill(account.email)
    await page.getByLabel('Password').fill(account.password)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL((url) => url.pathname === '/checkout')
    expect(new URL(page.url()).searchParams.get('items')).toBe('1,2')
    await page.getByText('Nothing to check out').waitFor()
  })
})
