import type { SystemText, TrackingStatus } from '@pasar/shared'

/**
 * The shipping provider port (docs/decisions/0801): courier rates and parcel tracking in the
 * shop's own words. Each adapter (providers/shipping/biteship, and the local twin reached through
 * it) translates its provider's protocol and status words inside itself.
 */

/** One line of a parcel: weight in grams, value in whole rupiah (for the courier's insurance). */
export interface ParcelItem {
  name: string
  value: number
  weight: number
  quantity: number
}

export interface QuoteRatesInput {
  /** 5-digit Indonesian postal codes. */
  originPostalCode: string
  destinationPostalCode: string
  /** Courier codes to ask for, e.g. ['jne', 'jnt', 'sicepat']. */
  couriers: string[]
  items: ParcelItem[]
}

/** One way to send the parcel; `price` in whole rupiah, `etd` e.g. '1-2 days'. */
export interface ShippingOption {
  courierCode: string
  courierName: string
  serviceCode: string
  serviceName: string
  price: number
  etd: string
}

/** Where a parcel is, in neutral words (shared with the web, which words them). */
export { TRACKING_STATUSES, type TrackingStatus } from '@pasar/shared'

export interface TrackingEvent {
  status: TrackingStatus
  /** As the courier wrote it (the local twin: in English). */
  note: string
  /** The local twin's note as a system text (docs/decisions/1011); null for a courier's words. */
  noteCode: SystemText | null
  at: Date
}

/** The parcel's current status and its history, oldest first. */
export interface Tracking {
  status: TrackingStatus
  history: TrackingEvent[]
}

/**
 * A shipping provider: real Biteship or the local twin, chosen by configuration in
 * providers/shipping/index.ts. The rest of the code never asks which one it has.
 *
 * Both calls throw ShippingRefused when the provider said no (bad postal code, unknown waybill),
 * ShippingKeyRefused when it refused our API key, and ShippingUnreachable when the answer is
 * unknown (network, timeout, 5xx): only the latter is worth retrying.
 */
export interface ShippingProvider {
  readonly name: 'biteship' | 'local'
  /** The options for one parcel, cheapest first. */
  quoteRates(input: QuoteRatesInput): Promise<ShippingOption[]>
  track(input: { waybill: string; courierCode: string }): Promise<Tracking>
}

/** The shipping provider refused or could not be reached. */
export class ShippingError extends Error {}

/** The provider answered no (HTTP 4xx): the same call will fail again. */
export class ShippingRefused extends ShippingError {}

/** The provider could not be reached or failed on its side: the same call may be retried. */
export class ShippingUnreachable extends ShippingError {}

/**
 * The provider refused our credentials (HTTP 401 or 403): a configuration only the operator can
 * fix, never a fact about the buyer's parcel or address.
 */
export class ShippingKeyRefused extends ShippingError {}
