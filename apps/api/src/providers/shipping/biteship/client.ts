import { systemTextSchema } from '@pasar/shared'
import { z } from 'zod'
import {
  ShippingKeyRefused,
  ShippingRefused,
  ShippingUnreachable,
  type ShippingOption,
  type ShippingProvider,
  type Tracking,
} from '../port.ts'
import { callJson, type FetchLike } from '../../json-call.ts'
import { formatDuration, mapTrackingStatus } from './status.ts'

export interface BiteshipOptions {
  /** 'local' when apiUrl is the built-in twin's (providers/shipping/local). */
  name?: 'biteship' | 'local'
  apiUrl: string
  apiKey: string
  fetch?: FetchLike
  /** Every call gives up after this long and counts as unreachable. */
  timeoutMs?: number
}

const TIMEOUT_MS = 10_000

const pricingSchema = z.looseObject({
  courier_code: z.string().min(1),
  courier_name: z.string().min(1),
  courier_service_code: z.string().min(1),
  courier_service_name: z.string().min(1),
  duration: z.string().default(''),
  price: z.number().nonnegative(),
})
const ratesSchema = z.looseObject({ success: z.literal(true), pricing: z.array(pricingSchema) })
const trackingSchema = z.looseObject({
  success: z.literal(true),
  status: z.string().nullish(),
  history: z.array(
    z.looseObject({
      note: z.string().nullish(),
      /** Only the local twin sends it: its note as a system text (docs/decisions/1011). */
      note_code: systemTextSchema.nullish().catch(null),
      status: z.string().nullish(),
      updated_at: z.string(),
    }),
  ),
})

/** Biteship over HTTP: courier rates and public tracking by waybill and courier. */
export function biteshipProvider(options: BiteshipOptions): ShippingProvider {
  const send = options.fetch ?? ((url: string, init: RequestInit) => fetch(url, init))
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS

  /**
   * The JSON body of a 2xx answer; a 401 or 403 is our key refused, another 4xx the call refused,
   * anything else unreachable.
   */
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const { status, json } = await callJson(
      send,
      `${options.apiUrl}${path}`,
      { method, authorization: options.apiKey, body, timeoutMs },
      (error) => new ShippingUnreachable(`Biteship could not be reached: ${String(error)}`),
    )
    const message = errorMessage(json) ?? `HTTP ${status}`
    if (status >= 500) throw new ShippingUnreachable(`Biteship failed: ${message}`)
    if (status === 401 || status === 403) {
      throw new ShippingKeyRefused(`Biteship refused SHIPPING_API_KEY (HTTP ${status}): ${message}`)
    }
    if (status >= 400) throw new ShippingRefused(`Biteship refused: ${message}`)
    if (isRefusal(json)) throw new ShippingRefused(`Biteship refused: ${message}`)
    return json
  }

  /** A 2xx body that does not read as promised: Biteship's side is broken, retry later. */
  function read<T>(schema: z.ZodType<T>, json: unknown, what: string): T {
    const parsed = schema.safeParse(json)
    if (!parsed.success) throw new ShippingUnreachable(`Biteship sent a malformed ${what} answer`)
    return parsed.data
  }

  return {
    name: options.name ?? 'biteship',

    async quoteRates(input) {
      const json = await call('POST', '/v1/rates/couriers', {
        origin_postal_code: Number(input.originPostalCode),
        destination_postal_code: Number(input.destinationPostalCode),
        couriers: input.couriers.join(','),
        items: input.items.map((item) => ({
          name: item.name.slice(0, 100),
          value: item.value,
          weight: item.weight,
          quantity: item.quantity,
        })),
      })
      const { pricing } = read(ratesSchema, json, 'rates')
      const options: ShippingOption[] = pricing.map((rate) => ({
        courierCode: rate.courier_code,
        courierName: rate.courier_name,
        serviceCode: rate.courier_service_code,
        serviceName: rate.courier_service_name,
        price: Math.round(rate.price),
        etd: formatDuration(rate.duration),
      }))
      return options.sort(
        (a, b) =>
          a.price - b.price ||
          a.courierCode.localeCompare(b.courierCode) ||
          a.serviceCode.localeCompare(b.serviceCode),
      )
    },

    async track({ waybill, courierCode }): Promise<Tracking> {
      const path = `/v1/trackings/${encodeURIComponent(waybill)}/couriers/${encodeURIComponent(courierCode)}`
      const json = read(trackingSchema, await call('GET', path), 'tracking')
      const history = json.history
        .map((event) => ({
          status: mapTrackingStatus(event.status),
          note: event.note ?? '',
          noteCode: event.note_code ?? null,
          at: new Date(event.updated_at),
        }))
        .filter((event) => !Number.isNaN(event.at.getTime()))
        .sort((a, b) => a.at.getTime() - b.at.getTime())
      const latest = history.at(-1)?.status ?? 'unknown'
      return { status: json.status ? mapTrackingStatus(json.status) : latest, history }
    },
  }
}

function errorMessage(json: unknown): string | undefined {
  if (!json || typeof json !== 'object') return undefined
  const { error, message } = json as { error?: unknown; message?: unknown }
  if (typeof error === 'string') return error
  return typeof message === 'string' ? message : undefined
}

/** Biteship says `success: false` in the body of some answers that are not errors by status. */
function isRefusal(json: unknown): boolean {
  return !!json && typeof json === 'object' && (json as { success?: unknown }).success === false
}
