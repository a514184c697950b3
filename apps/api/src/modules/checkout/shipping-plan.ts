import type { ShippingChoice, ShippingOption, StoreShippingRates } from '@pasar/shared'
import { conflict } from '../../lib/http-error.ts'
import type { StoreName } from '../stores/index.ts'

/** One store's part of an order: the option the buyer chose, priced by the server's quote. */
export interface StoreShipment extends ShippingOption {
  storeId: number
  store: StoreName
}

export const OPTION_NOT_OFFERED =
  'The chosen shipping option is no longer offered. Please choose the shipping again.'
export const CART_CHANGED =
  'Your cart changed while you were checking out. Please review your order and try again.'
export const missingChoice = (storeName: string) => `Choose a shipping option for ${storeName}.`
export const STORE_NOT_IN_ORDER =
  'A shipping choice names a store that is not in this order. Please refresh the checkout.'

/**
 * Matches the buyer's choices to the server's fresh quote (docs/decisions/0851-checkout.md): each
 * quoted store needs exactly one choice (the schema refuses two), a choice for a store that is
 * not in the order is refused, and a courier/service the quote does not offer is a 409. The price
 * and ETA are the quote's; the browser never sends one.
 */
export function planShipping(
  quotes: StoreShippingRates[],
  choices: ShippingChoice[],
): StoreShipment[] {
  const byStore = new Map(choices.map((choice) => [choice.storeId, choice]))
  const quoted = new Set(quotes.map((quote) => quote.storeId))
  if (choices.some((choice) => !quoted.has(choice.storeId))) throw conflict(STORE_NOT_IN_ORDER)
  return quotes.map((quote) => {
    const choice = byStore.get(quote.storeId)
    if (!choice) throw conflict(missingChoice(quote.store.name))
    const option = quote.options.find(
      (offered) =>
        offered.courierCode === choice.courierCode && offered.serviceCode === choice.serviceCode,
    )
    if (!option) throw conflict(OPTION_NOT_OFFERED)
    return { ...option, storeId: quote.storeId, store: quote.store }
  })
}
