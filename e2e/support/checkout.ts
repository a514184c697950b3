import {
  MAX_LIST_LIMIT,
  type Address,
  type CreateAddressInput,
  type CreateOrderResponse,
  type Product,
  type StoreShippingRates,
} from '@pasar/shared'
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { apiAs } from './accounts.ts'
import { baseURL } from './browser.ts'
import { DEMO_STORE_SLUGS } from './fulfilment.ts'
import type { Seller } from './sellers.ts'

/**
 * Areas by their Kemendagri codes, as the API takes them (docs/decisions/1013-address-areas.md):
 * Lebak Gede (Coblong, Kota Bandung, Jawa Barat), Gambir (Kota Administrasi Jakarta Pusat) and
 * Gurabesi (Jayapura Utara, Kota Jayapura, Papua).
 */
export const AREAS = {
  bandung: {
    provinceCode: '32',
    cityCode: '32.73',
    districtCode: '32.73.02',
    villageCode: '32.73.02.1002',
  },
  jakarta: {
    provinceCode: '31',
    cityCode: '31.71',
    districtCode: '31.71.01',
    villageCode: '31.71.01.1001',
  },
  jayapura: {
    provinceCode: '91',
    cityCode: '91.71',
    districtCode: '91.71.01',
    villageCode: '91.71.01.1001',
  },
} as const

const bandungAddress: CreateAddressInput = {
  label: 'Rumah',
  recipientName: 'Dewi Lestari',
  phone: '081234567890',
  ...AREAS.bandung,
  postalCode: '40132',
  street: 'Jl. Dipati Ukur No. 35',
}

/** Gives the buyer an address through the API (the first one becomes the default). */
export async function addAddress(
  token: string,
  overrides: Partial<CreateAddressInput> = {},
): Promise<Address> {
  const body = await apiAs<{ data: Address }>(token, 'POST', '/api/v1/addresses', {
    ...bandungAddress,
    ...overrides,
  })
  return body.data
}

/** The seller's store ships from Jakarta (a store without an origin cannot be checked out). */
export function shipFrom(seller: Seller, postalCode = '10110'): Promise<unknown> {
  return apiAs(seller.token, 'PUT', `/api/v1/stores/${seller.store.slug}/address`, {
    recipientName: 'Gudang Toko',
    phone: '081298765432',
    ...AREAS.jakarta,
    postalCode,
    street: 'Jl. Medan Merdeka Barat No. 1',
  })
}

/** The courier options of each store for the products to the address, cheapest first. */
export async function quoteRates(
  token: string,
  addressId: number,
  productIds: number[],
): Promise<StoreShippingRates[]> {
  const body = await apiAs<{ data: StoreShippingRates[] }>(
    token,
    'POST',
    '/api/v1/shipping/rates',
    { addressId, productIds },
  )
  return body.data
}

/**
 * Orders products already in the buyer's cart through the API, as the checkout page does: to the
 * buyer's default address (one is added if there is none), each store with its cheapest courier.
 */
export async function orderThroughApi(
  token: string,
  productIds: number[],
): Promise<CreateOrderResponse> {
  const book = await apiAs<{ data: Address[] }>(token, 'GET', '/api/v1/addresses')
  const address = book.data.find((a) => a.isDefault) ?? (await addAddress(token))
  const rates = await quoteRates(token, address.id, productIds)
  const shipping = rates.map((rate) => {
    const [cheapest] = rate.options
    if (!cheapest) throw new Error(`no courier for ${rate.store.name}`)
    return { storeId: rate.storeId, ...pick(cheapest) }
  })
  return apiAs<CreateOrderResponse>(token, 'POST', '/api/v1/orders', {
    addressId: address.id,
    shipping,
    productIds,
  })
}

const pick = (o: { courierCode: string; serviceCode: string }) => ({
  courierCode: o.courierCode,
  serviceCode: o.serviceCode,
})

export const payButton = (page: Page) => page.getByRole('button', { name: 'Pay now' })
export const payFrame = (page: Page) => page.frameLocator('iframe[title="Payment"]')
export const courierSelect = (page: Page, storeName: string): Locator =>
  page.getByRole('combobox', { name: `Shipping for ${storeName}` })
/** The option a courier select shows as chosen, as its list reads it. */
export const chosenCourier = (select: Locator) =>
  select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.text ?? null)

/**
 * From the cart with its selection: 'Checkout' opens /checkout, the courier options arrive (the
 * default address and the cheapest courier of each store are preselected) and Pay is possible.
 */
export async function openCheckout(page: Page) {
  await page.getByRole('button', { name: 'Checkout' }).click()
  await page.waitForURL('**/checkout?items=*')
  await page.getByRole('heading', { name: 'Checkout' }).waitFor()
  await expect.poll(() => payButton(page).isEnabled(), { timeout: 15_000 }).toBe(true)
}

/** From the cart: checkout with what is preselected, 'Pay now', and the payment popup opens. */
export async function checkoutToPopup(page: Page) {
  await openCheckout(page)
  await payButton(page).click()
  await payFrame(page).getByRole('heading', { name: 'Complete your payment' }).waitFor()
}

/**
 * Seeded products with stock to spare and no options (bought in one press: docs/product.md),
 * `count` of them after the first `skip`. Only the demo stores': other files make stores of
 * their own, some that cannot ship, and sell products out.
 */
export async function productsInStock(skip: number, count: number): Promise<Product[]> {
  const res = await fetch(`${baseURL()}/api/v1/products?limit=${MAX_LIST_LIMIT}`)
  const listed = ((await res.json()) as { data: Product[] }).data.filter(
    (p) => p.stock >= 3 && DEMO_STORE_SLUGS.includes(p.store.slug),
  )
  const chosen: Product[] = []
  for (const product of listed) {
    if (chosen.length === skip + count) break
    const detail = await fetch(`${baseURL()}/api/v1/products/${product.uuid}`)
    const { data } = (await detail.json()) as { data: { options: unknown[] } }
    if (data.options.length === 0) chosen.push(product)
  }
  if (chosen.length < skip + count) throw new Error('the demo seed has too few products in stock')
  return chosen.slice(skip)
}
