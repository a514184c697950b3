import type { Address, StoreShippingRates } from '@pasar/shared'
import type { Db } from '../../db/client.ts'
import { conflict, HttpError } from '../../lib/http-error.ts'
import {
  ShippingError,
  ShippingRefused,
  type ParcelItem,
  type QuoteRatesInput,
  type ShippingProvider,
} from '../../providers/shipping/port.ts'
import { getAddress } from '../addresses/service.ts'
import { storeOrigins } from '../addresses/store-origin.ts'
import { OWN_STORE, problemMessage } from '../cart/problems.ts'
import { checkedCartLines, type CheckedLine } from '../cart/service.ts'
import type { StoreName } from '../stores/index.ts'

/** Quotes reach the shipping provider only through its port (docs/decisions/0801). */
export interface ShippingDeps {
  db: Db
  shipping: ShippingProvider
  /** The couriers to ask for (`config.shipping.couriers`). */
  couriers: string[]
}

export const EMPTY_CART = 'Your cart is empty.'
export const NOT_IN_CART =
  'Some selected items are no longer in your cart. Please refresh the cart.'
export const RATES_UNAVAILABLE = 'Shipping rates are unavailable right now. Please try again.'
export const cannotShipYet = (storeName: string) => `This store cannot ship yet: ${storeName}.`
export const noCourier = (storeName: string) => `No courier serves this address from ${storeName}.`
export const ownStoreLine = (productName: string) =>
  `${OWN_STORE} Remove '${productName}' from your selection.`

interface StoreParcel {
  storeId: number
  store: StoreName
  items: ParcelItem[]
}

/** What a quote ships: every line of `productIds` and the lines `cartItemIds`; absent, the cart. */
interface Selection {
  productIds?: number[] | undefined
  cartItemIds?: number[] | undefined
}

/** The cart lines to ship: the selection (each product and line must be in the cart), or the whole cart. */
function selectLines(cart: CheckedLine[], { productIds, cartItemIds }: Selection): CheckedLine[] {
  if (!productIds && !cartItemIds) {
    if (cart.length === 0) throw conflict(EMPTY_CART)
    return cart
  }
  const products = new Set(productIds)
  const lines = new Set(cartItemIds)
  const selected = cart.filter((line) => products.has(line.productId) || lines.has(line.cartItemId))
  const covered = (ids: Set<number>, idOf: (line: CheckedLine) => number) =>
    [...ids].every((id) => selected.some((line) => idOf(line) === id))
  if (!covered(products, (line) => line.productId) || !covered(lines, (line) => line.cartItemId)) {
    throw conflict(NOT_IN_CART)
  }
  return selected
}

/**
 * The lines grouped by store, in the order the stores first appear. A line that could not be
 * checked out (sold out, not enough stock, gone, or of the buyer's own store) is a 409 naming it.
 */
function parcelsByStore(userId: number, lines: CheckedLine[]) {
  const parcels = new Map<number, StoreParcel>()
  for (const line of lines) {
    if (line.problem) throw conflict(problemMessage(line.problem, line.name, line.stock))
    if (line.storeOwnerId === userId) throw conflict(ownStoreLine(line.name))
    const parcel = parcels.get(line.storeId) ?? {
      storeId: line.storeId,
      store: line.store,
      items: [],
    }
    parcel.items.push({
      name: line.name,
      value: line.price,
      weight: line.weight,
      quantity: line.quantity,
    })
    parcels.set(line.storeId, parcel)
  }
  return [...parcels.values()]
}

/**
 * The courier options for each store's part of the user's cart (or of the selected products and
 * lines in it), shipped to one of the user's addresses (docs/decisions/0840-shipping-rates.md), with that
 * address (checkout keeps it, ADR 0974). Reads only; nothing is reserved or stored; reads that
 * do not depend on each other are asked together.
 */
export async function quoteCart(
  deps: ShippingDeps,
  userId: number,
  input: { addressId: number } & Selection,
): Promise<{ address: Address; rates: StoreShippingRates[] }> {
  const [address, cart] = await Promise.all([
    getAddress(deps.db, userId, input.addressId),
    checkedCartLines(deps.db, userId),
  ])
  const parcels = parcelsByStore(userId, selectLines(cart, input))
  const origins = await storeOrigins(
    deps.db,
    parcels.map((parcel) => parcel.storeId),
  )
  const routed = parcels.map((parcel) => {
    const origin = origins.get(parcel.storeId)
    if (!origin) throw conflict(cannotShipYet(parcel.store.name))
    return { ...parcel, originPostalCode: origin.postalCode }
  })
  const rates = await Promise.all(
    routed.map(async ({ originPostalCode, items, ...group }) => {
      const options = await quote(deps, group.store.name, {
        originPostalCode,
        destinationPostalCode: address.postalCode,
        couriers: deps.couriers,
        items,
      })
      return { ...group, options }
    }),
  )
  return { address, rates }
}

/** One store's quote, cheapest first; the provider's refusal or silence in the buyer's words. */
async function quote(deps: ShippingDeps, storeName: string, input: QuoteRatesInput) {
  let options
  try {
    options = await deps.shipping.quoteRates(input)
  } catch (error) {
    if (error instanceof ShippingRefused) throw conflict(noCourier(storeName))
    if (error instanceof ShippingError) throw new HttpError(502, RATES_UNAVAILABLE)
    throw error
  }
  if (options.length === 0) throw conflict(noCourier(storeName))
  return [...options].sort((a, b) => a.price - b.price)
}
