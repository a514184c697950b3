// Places orders the way the checkout page does (docs/decisions/0851-checkout.md): the
// buyer has an address, every store in the cart ships from an origin, the cart is quoted through
// POST /api/v1/shipping/rates and each store's cheapest option is chosen.
import { eq, inArray } from 'drizzle-orm'
import { expect } from 'vitest'
import type { App } from '../../src/app.ts'
import { cartItems, products, storeAddresses, stores } from '../../src/db/schema/index.ts'
import type { TestUser } from './builders.ts'
import { GAMBIR_JAKARTA, LEBAK_GEDE_BANDUNG } from './places.ts'

/** Where the helper's buyers live and its stores ship from, unless a test says otherwise. */
export const BUYER_ADDRESS = {
  label: 'Rumah',
  recipientName: 'Dewi Lestari',
  phone: '0812-3456-7890',
  ...LEBAK_GEDE_BANDUNG,
  postalCode: '40132',
  street: 'Jl. Dipati Ukur No. 35',
}
export const STORE_ORIGIN = {
  recipientName: 'Gudang Pasar',
  phone: '0813-1111-2222',
  ...GAMBIR_JAKARTA,
  postalCode: '10110',
  street: 'Jl. Medan Merdeka Barat No. 1',
}

export interface ShippingChoice {
  storeId: number
  courierCode: string
  serviceCode: string
}

export interface CheckoutOptions {
  /** One of the buyer's addresses; default: their default address (one is made if they have none). */
  addressId?: number
  /** Replaces the cheapest choices (forged, missing or extra stores). */
  shipping?: ShippingChoice[]
  /** Selects cart lines by id (one size of a product), beside or instead of `productIds`. */
  cartItemIds?: number[]
  /** Voucher codes to apply (docs/decisions/1016-vouchers.md). */
  vouchers?: string[]
}

/** The buyer's default address id; a Bandung address is added first if they have none. */
export async function buyerAddressId(app: App, buyer: TestUser): Promise<number> {
  const list = await app.inject({ url: '/api/v1/addresses', headers: buyer.auth })
  expect(list.statusCode, list.body).toBe(200)
  const found = (list.json().data as { id: number; isDefault: boolean }[]).find((a) => a.isDefault)
  if (found) return found.id
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/addresses',
    headers: buyer.auth,
    payload: BUYER_ADDRESS,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data.id as number
}

/** Gives a store an origin (as its owner, through the API) unless it has one. */
export async function ensureStoreOrigin(app: App, storeId: number): Promise<void> {
  const [store] = await app.db
    .select({ slug: stores.slug, ownerId: stores.ownerId, origin: storeAddresses.storeId })
    .from(stores)
    .leftJoin(storeAddresses, eq(storeAddresses.storeId, stores.id))
    .where(eq(stores.id, storeId))
  if (!store) throw new Error(`no store ${storeId}`)
  if (store.origin !== null) return
  const token = await app.signAccessToken(store.ownerId)
  const res = await app.inject({
    method: 'PUT',
    url: `/api/v1/stores/${store.slug}/address`,
    headers: { authorization: `Bearer ${token}` },
    payload: STORE_ORIGIN,
  })
  expect(res.statusCode, res.body).toBe(200)
}

/** Every store of the buyer's cart lines (or of the selected ones) gets an origin. */
async function ensureOrigins(app: App, buyer: TestUser, productIds?: number[]) {
  const rows = await app.db
    .selectDistinct({ storeId: products.storeId })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, buyer.id))
  const selected = productIds
    ? await app.db
        .selectDistinct({ storeId: products.storeId })
        .from(products)
        .where(inArray(products.id, productIds))
    : rows
  for (const { storeId } of selected) await ensureStoreOrigin(app, storeId)
}

/** The selection's fields of a quote or an order: only those given. */
const selection = (productIds?: number[], cartItemIds?: number[]) => ({
  ...(productIds ? { productIds } : {}),
  ...(cartItemIds ? { cartItemIds } : {}),
})

/** POST /api/v1/shipping/rates; each store's options come cheapest first. */
export function quoteRates(
  app: App,
  buyer: TestUser,
  addressId: number,
  productIds?: number[],
  cartItemIds?: number[],
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/shipping/rates',
    headers: buyer.auth,
    payload: { addressId, ...selection(productIds, cartItemIds) },
  })
}

/**
 * The body of POST /api/v1/orders (and of POST /api/v1/checkout/quote) for the buyer's cart (or
 * the selected products of it) with each store's cheapest option. A quote that fails (empty cart,
 * a problem line, own store) sends no choice, so the server's own re-quote answers the error.
 */
export async function checkoutBody(
  app: App,
  buyer: TestUser,
  productIds?: number[],
  options: CheckoutOptions = {},
) {
  const addressId = options.addressId ?? (await buyerAddressId(app, buyer))
  await ensureOrigins(app, buyer, productIds)
  let shipping = options.shipping
  if (!shipping) {
    const rates = await quoteRates(app, buyer, addressId, productIds, options.cartItemIds)
    const groups =
      rates.statusCode === 200
        ? (rates.json().data as { storeId: number; options: Omit<ShippingChoice, 'storeId'>[] }[])
        : []
    shipping = groups.flatMap(({ storeId, options: [cheapest] }) =>
      cheapest
        ? [{ storeId, courierCode: cheapest.courierCode, serviceCode: cheapest.serviceCode }]
        : [],
    )
  }
  return {
    addressId,
    shipping,
    ...selection(productIds, options.cartItemIds),
    ...(options.vouchers ? { vouchers: options.vouchers } : {}),
  }
}

/**
 * Orders the buyer's cart (or the selected products of it) with each store's cheapest option and
 * answers POST /api/v1/orders as it came (201 or an error).
 */
export async function checkout(
  app: App,
  buyer: TestUser,
  productIds?: number[],
  options: CheckoutOptions = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: buyer.auth,
    payload: await checkoutBody(app, buyer, productIds, options),
  })
}
