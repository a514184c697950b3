import type { CheckoutQuote, PublicVoucher } from '@pasar/shared'
import type { StoreName } from '../stores/index.ts'
import type { PricedVoucher, Pricing } from '../vouchers/index.ts'

// The quote's answer (docs/decisions/1016-vouchers.md), told from the computation's result.

/** A voucher as shoppers see it (without its uses); a store voucher names its store. */
function shownVoucher(voucher: PricedVoucher, store: StoreName | undefined): PublicVoucher {
  return {
    id: voucher.id,
    code: voucher.code,
    kind: voucher.kind,
    value: voucher.value,
    maxDiscount: voucher.maxDiscount,
    minSpend: voucher.minSpend,
    quota: voucher.quota,
    perBuyer: voucher.perBuyer,
    startsAt: voucher.startsAt.toISOString(),
    endsAt: voucher.endsAt.toISOString(),
    active: voucher.active,
    ...(voucher.storeId === null ? { appliesTo: voucher.appliesTo } : {}),
    ...(voucher.storeId !== null && store ? { store: { name: store.name, slug: store.slug } } : {}),
  }
}

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
        voucher: store.voucher ? shownVoucher(store.voucher, name) : null,
        offers: store.offers.map((offer) => ({
          voucher: shownVoucher(offer.voucher, name),
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
