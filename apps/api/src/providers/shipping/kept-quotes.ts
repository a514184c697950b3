import { LRUCache } from 'lru-cache'
import type { QuoteRatesInput, ShippingOption, ShippingProvider } from './port.ts'

/** How long a quote answers the same question again (docs/decisions/0969-quotes-kept.md). */
export const QUOTE_TTL_MS = 60_000
/** Quotes kept at most; the least recently used leave first. */
export const MAX_KEPT_QUOTES = 2_000

/** The question a quote answers: every field of the call, in the order the service builds it. */
const questionOf = (input: QuoteRatesInput) =>
  JSON.stringify([
    input.originPostalCode,
    input.destinationPostalCode,
    input.couriers,
    input.items.map((item) => [item.name, item.value, item.weight, item.quantity]),
  ])

/**
 * `provider`, with each quote it gave kept for `QUOTE_TTL_MS`: the same parcel between the same
 * postal codes, asked again (the buyer's next look at the checkout, the order's own quote just
 * after), is answered without asking the provider. Questions asked while the provider is being
 * asked the same wait for its answer. A refusal or a failure is not kept. Tracking is not kept.
 */
export function keepingQuotes(
  provider: ShippingProvider,
  now: () => number = Date.now,
): ShippingProvider {
  const quotes = new LRUCache<string, readonly ShippingOption[], QuoteRatesInput>({
    max: MAX_KEPT_QUOTES,
    ttl: QUOTE_TTL_MS,
    // The clock is read at each look rather than once a millisecond, so a test's clock holds.
    perf: { now },
    ttlResolution: 0,
    // A quote being asked for that is pushed out still answers those waiting for it.
    ignoreFetchAbort: true,
    fetchMethod: (_question, _stale, { context }) => provider.quoteRates(context),
  })
  return {
    name: provider.name,
    track: (input) => provider.track(input),
    // A copy each time: a caller sorting its answer does not sort the kept one.
    quoteRates: async (input) => [
      ...(await quotes.forceFetch(questionOf(input), { context: input })),
    ],
  }
}
