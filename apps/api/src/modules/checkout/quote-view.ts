import type { CheckoutQuote } from '@pasar/shared'
import type { StoreName } from '../stores/index.ts'
import { toPublicVoucher, type Pricing } from '../vouchers/index.ts'

// The quote's answer (docs/decisions/1016-vouchers.md), told from the computation's result.

/** POST /api/v1/checkout/quote's `data`: the order's figures, each code applied or why not. */
export function quoteView(pricing: Pricing, storeOf: Map<number, StoreName>): CheckoutQuote {
  const platform = pricing.applied.find((use) => use.storeId === null)?.voucher
  return {
    itemsTotal: pricing.itemsTotal,
    shippingTotal: pricing.shippingTotal,
    discountTotal: pricing.discountTotal,
    totalPrice: pricing.totalPrice,
    stores: pricing.stores.map((store) => {
      const name = storeOf.get(store.storeId)
      return {
        storeId: store.storeId,
        itemsTotal: store.itemsTotal,
        shippingTotal: store.shippingTotal,
        discount: store.discount,
        voucher: store.voucher ? toPublicVoucher(store.voucher, name ?? null) : null,
        offers: store.offers.map((offer) => ({
          voucher: toPublicVoucher(offer.voucher, name ?? null),
          discount: offer.discount,
          message: offer.message,
        })),
      }
    }),
    vouchers: pricing.codes.map(({ code, applied, message }) => ({
      code,
      applied,
      ...(message === undefined ? {} : { message }),
      ...(applied && platform?.code === code ? { appliesTo: platform.appliesTo } : {}),
    })),
  }
}
