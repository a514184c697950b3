import type { CheckoutQuote, CreateOrderInput } from '@pasar/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

/** The body of the quote: the order's own, so both compute the same figures. */
export type QuoteBody = CreateOrderInput & { cartItemIds: number[] }

/**
 * POST /api/v1/checkout/quote: the order's figures for this body, every voucher's discount, each
 * store's vouchers (`offers`) and what became of each code sent (docs/decisions/1016-vouchers.md).
 * It reads only, so it is a query, keyed by the body as sent.
 */
export function getCheckoutQuote(
  body: QuoteBody,
  signal?: AbortSignal,
): Promise<{ data: CheckoutQuote }> {
  // The server quotes the shipping again, once per store: allow it more than the default 5 s.
  return api('/api/v1/checkout/quote', { method: 'POST', body, signal, timeoutMs: 20_000 })
}

export function checkoutQuoteQuery(json: string) {
  return queryOptions({
    queryKey: queryKeys.checkout.quote(json),
    queryFn: ({ signal }) => getCheckoutQuote(JSON.parse(json) as QuoteBody, signal),
    select: (answer) => answer.data,
    // A quote is only good for now (a voucher may run out): a new visit quotes again.
    staleTime: 0,
  })
}

/**
 * The quote for `json` (the order body as JSON, null while the page cannot make one yet). While a
 * new body is quoted the last quote stays shown (`isPlaceholderData`), so the summary does not
 * jump; Pay waits for the quote of the body it sends.
 */
export function useCheckoutQuote(json: string | null) {
  return useQuery({
    ...checkoutQuoteQuery(json ?? ''),
    enabled: json !== null,
    placeholderData: keepPreviousData,
  })
}
