import type { StoreShippingRates } from '@pasar/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

interface RatesInput {
  addressId: number
  /** The cart lines to ship: one size of a product is one line (ADR 1015). */
  cartItemIds: readonly number[]
}

/**
 * POST /api/v1/shipping/rates: each store's courier options for the selected lines to one address
 * (docs/decisions/0840-shipping-rates.md). It reads only, so it is a query, asked again whenever
 * the address or the lines change.
 */
export function getShippingRates(
  input: RatesInput,
  signal?: AbortSignal,
): Promise<{ data: StoreShippingRates[] }> {
  // The server asks the shipping provider once per store: allow it more than the default 5 s.
  return api('/api/v1/shipping/rates', {
    method: 'POST',
    body: { addressId: input.addressId, cartItemIds: [...input.cartItemIds] },
    signal,
    timeoutMs: 20_000,
  })
}

export function shippingRatesQuery(input: RatesInput) {
  return queryOptions({
    queryKey: queryKeys.shipping.rates(input),
    queryFn: ({ signal }) => getShippingRates(input, signal),
    select: (body) => body.data,
    // A quote is only good for now: a new visit quotes again.
    staleTime: 0,
  })
}

/** The quote for the lines to the address; waits while either is missing. */
export function useShippingRates(addressId: number | null, cartItemIds: readonly number[]) {
  return useQuery({
    ...shippingRatesQuery({ addressId: addressId ?? 0, cartItemIds }),
    enabled: addressId !== null && cartItemIds.length > 0,
  })
}
