import { createHash } from 'node:crypto'
import { z } from 'zod'
import type { Db } from '../../../db/client.ts'
import { durationOf, offers, priceOf, TWIN_COURIERS, twinCourier } from './couriers.ts'
import { journey } from './journey.ts'
import { areaOf, distanceKm } from './regions.ts'
import { registeredAt } from './waybills.ts'

/** An HTTP answer in Biteship's shape. */
export interface TwinAnswer {
  status: number
  body: Record<string, unknown>
}

const postalCode = z.union([z.number().int(), z.string()]).transform((code) => String(code))
const ratesRequestSchema = z.looseObject({
  origin_postal_code: postalCode,
  destination_postal_code: postalCode,
  couriers: z.string().min(1),
  items: z
    .array(
      z.looseObject({
        name: z.string().min(1),
        value: z.number().int().nonnegative(),
        weight: z.number().int().positive(),
        quantity: z.number().int().positive(),
      }),
    )
    .min(1),
})
const WAYBILL = /^[A-Za-z0-9-]{4,40}$/

const refused = (status: number, error: string): TwinAnswer => ({
  status,
  body: { success: false, error },
})

/**
 * The built-in Biteship (docs/decisions/0801): courier rates computed from the distance between
 * postal-code areas and the weight, and public tracking that moves on with time since the twin
 * first saw the waybill (kept in the database, so every process agrees).
 */
export class LocalBiteshipTwin {
  constructor(
    readonly apiKey: string,
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** POST /v1/rates/couriers */
  rates(body: unknown): TwinAnswer {
    const parsed = ratesRequestSchema.safeParse(body)
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join('.') || 'body'
      return refused(400, `Invalid or missing parameter: ${field}`)
    }
    const request = parsed.data
    for (const code of [request.origin_postal_code, request.destination_postal_code]) {
      if (!areaOf(code))
        return refused(400, `Postal code ${code} is not a valid Indonesian postal code`)
    }
    const asked = request.couriers.split(',').map((code) => code.trim().toLowerCase())
    const couriers = TWIN_COURIERS.filter((courier) => asked.includes(courier.code))
    if (couriers.length === 0)
      return refused(400, 'No courier available for the requested couriers')
    const km = distanceKm(request.origin_postal_code, request.destination_postal_code)
    const grams = request.items.reduce((sum, item) => sum + item.weight * item.quantity, 0)
    const pricing = couriers.flatMap((courier) =>
      courier.services
        .filter((service) => offers(service, km))
        .map((service) => {
          const duration = durationOf(service, km)
          return {
            company: courier.code,
            courier_code: courier.code,
            courier_name: courier.name,
            courier_service_code: service.code,
            courier_service_name: service.name,
            type: service.code,
            service_type: service.speed === 'express' ? 'overnight' : 'standard',
            shipping_type: 'parcel',
            duration,
            shipment_duration_range: duration.replace(/ days?$/, ''),
            shipment_duration_unit: 'days',
            price: priceOf(service, km, grams),
          }
        }),
    )
    return {
      status: 200,
      body: {
        success: true,
        object: 'courier_pricing',
        message: 'Success to retrieve courier pricing',
        origin: { postal_code: Number(request.origin_postal_code) },
        destination: { postal_code: Number(request.destination_postal_code) },
        pricing,
      },
    }
  }

  /** GET /v1/trackings/{waybill}/couriers/{courier_code} */
  async track(waybill: string, courierCode: string): Promise<TwinAnswer> {
    const courier = twinCourier(courierCode.toLowerCase())
    if (!courier) return refused(400, `Courier ${courierCode} is not supported`)
    if (!WAYBILL.test(waybill))
      return refused(400, `Waybill ${waybill} is not valid for ${courier.name}`)
    const id = waybill.toUpperCase()
    const now = this.now()
    const since = await registeredAt(this.db, courier.code, id, now)
    const history = journey(courier, id, since, now)
    return {
      status: 200,
      body: {
        success: true,
        message: 'Successfully get tracking info',
        object: 'tracking',
        id: createHash('sha1').update(`${courier.code}:${id}`).digest('hex').slice(0, 24),
        waybill_id: id,
        courier: { company: courier.code, driver_name: null, driver_phone: null },
        origin: { contact_name: null, address: null },
        destination: { contact_name: null, address: null },
        history,
        link: null,
        order_id: null,
        status: history.at(-1)?.status,
      },
    }
  }
}
