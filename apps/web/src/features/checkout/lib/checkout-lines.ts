import type {
  CartItem,
  CheckoutQuote,
  ShippingChoice,
  ShippingOption,
  StoreShippingRates,
} from '@pasar/shared'

/** One store's part of the checkout: its lines, and its courier options once quoted. */
export interface StoreParcel {
  storeId: number
  /** From the quote; null until the rates are in. */
  store: { name: string; slug: string } | null
  items: CartItem[]
  options: ShippingOption[]
}

/**
 * The lines grouped by store, in the order the stores first appear in the cart (as the server
 * quotes them), each with its options from the quote when there is one.
 */
export function parcelsByStore(
  items: readonly CartItem[],
  rates: readonly StoreShippingRates[] | undefined,
): StoreParcel[] {
  const quoted = new Map((rates ?? []).map((rate) => [rate.storeId, rate]))
  const parcels = new Map<number, StoreParcel>()
  for (const item of items) {
    const parcel = parcels.get(item.storeId) ?? {
      storeId: item.storeId,
      store: quoted.get(item.storeId)?.store ?? null,
      items: [],
      options: quoted.get(item.storeId)?.options ?? [],
    }
    parcel.items.push(item)
    parcels.set(item.storeId, parcel)
  }
  return [...parcels.values()]
}

/** A courier service's key within one store's options (the pair the order names). */
export const optionKey = (option: Pick<ShippingOption, 'courierCode' | 'serviceCode'>) =>
  `${option.courierCode}:${option.serviceCode}`

/** The cheapest of the options (the first of equals), or null when there are none. */
export function cheapest(options: readonly ShippingOption[]): ShippingOption | null {
  return options.reduce<ShippingOption | null>(
    (best, option) => (best === null || option.price < best.price ? option : best),
    null,
  )
}

/**
 * The option a store ships with: the buyer's pick while the quote still offers it, otherwise the
 * cheapest (so a new quote never keeps a service that is gone).
 */
export function chosenOption(
  parcel: Pick<StoreParcel, 'options' | 'storeId'>,
  picks: ReadonlyMap<number, string>,
): ShippingOption | null {
  const picked = picks.get(parcel.storeId)
  return parcel.options.find((option) => optionKey(option) === picked) ?? cheapest(parcel.options)
}

export interface CheckoutTotals {
  itemsTotal: number
  /** Null while any store has no shipping option chosen. */
  shippingTotal: number | null
  /** The stores' vouchers, and the Pasar voucher's, as the quote computed them (0 without). */
  storeDiscount: number
  platformDiscount: number
  /** The Pasar voucher applied lowers the shipping ('Gratis ongkir'). */
  freeShipping: boolean
  total: number | null
}

/** Items, shipping and what is paid: `itemsTotal + shippingTotal = total`, as on the order. */
export function checkoutTotals(
  parcels: readonly StoreParcel[],
  picks: ReadonlyMap<number, string>,
): CheckoutTotals {
  const itemsTotal = parcels
    .flatMap((parcel) => parcel.items)
    .reduce((sum, item) => sum + item.price * item.quantity, 0)
  let shippingTotal: number | null = 0
  for (const parcel of parcels) {
    const option = chosenOption(parcel, picks)
    shippingTotal = option && shippingTotal !== null ? shippingTotal + option.price : null
  }
  return {
    itemsTotal,
    shippingTotal,
    storeDiscount: 0,
    platformDiscount: 0,
    freeShipping: false,
    total: shippingTotal === null ? null : itemsTotal + shippingTotal,
  }
}

/** The totals as the server's quote has them: what the order will charge, every discount off. */
export function quotedTotals(quote: CheckoutQuote): CheckoutTotals {
  const sum = (part: (store: CheckoutQuote['stores'][number]) => number) =>
    quote.stores.reduce((total, store) => total + part(store), 0)
  return {
    itemsTotal: quote.itemsTotal,
    shippingTotal: quote.shippingTotal,
    storeDiscount: sum((store) => store.discount.store),
    platformDiscount: sum((store) => store.discount.platform),
    freeShipping: quote.vouchers.some((v) => v.applied && v.appliesTo === 'SHIPPING'),
    total: quote.totalPrice,
  }
}

/** The `shipping` of the order: one chosen service per store, or null while one is missing. */
export function shippingChoices(
  parcels: readonly StoreParcel[],
  picks: ReadonlyMap<number, string>,
): ShippingChoice[] | null {
  const choices: ShippingChoice[] = []
  for (const parcel of parcels) {
    const option = chosenOption(parcel, picks)
    if (!option) return null
    choices.push({
      storeId: parcel.storeId,
      courierCode: option.courierCode,
      serviceCode: option.serviceCode,
    })
  }
  return choices
}
