import type { ShippingChoice } from '@pasar/shared'
import { useCheckoutQuote, type QuoteBody } from '../api/get-checkout-quote.ts'
import { useT } from '../i18n/index.ts'
import { quotedTotals, type CheckoutTotals } from '../lib/checkout-lines.ts'
import { useDebouncedValue } from '@/lib/use-debounced-value.ts'
import { useVoucherPicks, voucherCodes } from './use-voucher-picks.ts'

/** How long the page waits for the buyer to stop changing the order before quoting it. */
export const QUOTE_DELAY_MS = 300

/**
 * The order as it will be made and its price with vouchers (docs/decisions/1016-vouchers.md): once
 * an address and every store's shipping are chosen, the body the order sends (with the chosen
 * vouchers) is quoted, debounced; `body` is what Pay sends, and only the body quoted last.
 * `blocked` says why Pay must wait (a quote under way, or vouchers that could not be checked).
 */
export function useCheckoutPricing({
  addressId,
  shipping,
  cartItemIds,
  storeIds,
}: {
  addressId: number | null
  shipping: ShippingChoice[] | null
  cartItemIds: number[]
  storeIds: readonly number[]
}) {
  const { t } = useT()
  const vouchers = useVoucherPicks()
  const codes = voucherCodes(vouchers.picks, storeIds)
  const body: QuoteBody | null =
    addressId !== null && shipping !== null
      ? { addressId, shipping, cartItemIds, ...(codes.length > 0 ? { vouchers: codes } : {}) }
      : null
  const json = body === null ? null : JSON.stringify(body)
  const asked = useDebouncedValue(json, QUOTE_DELAY_MS)
  const quote = useCheckoutQuote(asked)
  const settled = quote.isPlaceholderData ? undefined : quote.data
  vouchers.settle(settled)

  const current = json !== null && asked === json && !quote.isFetching
  const fresh = current && quote.isSuccess && !quote.isPlaceholderData ? quote.data : undefined
  // Without vouchers an order needs no quote: when it cannot be had, Pay still goes.
  const blocked =
    json === null
      ? null
      : fresh || (current && quote.isError && codes.length === 0)
        ? null
        : current && quote.isError
          ? t('blocked.vouchersFailed')
          : t('blocked.pricing')

  return {
    body: fresh ? body : blocked === null ? body : null,
    quote,
    /**
     * The totals from `local` (items and shipping as the page adds them up): the quote's own once
     * it is the current body's; meanwhile its discounts (the last quote's), taken off `local`.
     */
    totals(local: CheckoutTotals): CheckoutTotals {
      if (fresh) return quotedTotals(fresh)
      if (json === null || !quote.data || (quote.isError && !quote.isFetching)) return local
      const { storeDiscount, platformDiscount } = quotedTotals(quote.data)
      return {
        ...local,
        storeDiscount,
        platformDiscount,
        total:
          local.total === null ? null : Math.max(1, local.total - storeDiscount - platformDiscount),
      }
    },
    updating: json !== null && !current,
    blocked,
    vouchers,
    fresh,
  }
}
