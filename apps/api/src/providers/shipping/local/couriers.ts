/**
 * The couriers and services the local twin knows, with its price model (docs/decisions/0801):
 * a price per kilogram of `base + perHundredKm × distance / 100`, rounded up to Rp 500, times the
 * weight in whole kilograms (at least one). Express services arrive sooner for more.
 */
export interface TwinService {
  code: string
  name: string
  base: number
  perHundredKm: number
  speed: 'express' | 'regular' | 'economy'
}

export interface TwinCourier {
  code: string
  name: string
  /** Hours from hand-over to delivery of a regular parcel, before the per-waybill variation. */
  transitHours: number
  services: TwinService[]
}

export const TWIN_COURIERS: TwinCourier[] = [
  {
    code: 'jne',
    name: 'JNE',
    transitHours: 48,
    services: [
      { code: 'reg', name: 'Reguler', base: 9_000, perHundredKm: 1_100, speed: 'regular' },
      {
        code: 'yes',
        name: 'Yakin Esok Sampai',
        base: 18_000,
        perHundredKm: 1_800,
        speed: 'express',
      },
    ],
  },
  {
    code: 'jnt',
    name: 'J&T',
    transitHours: 54,
    services: [{ code: 'ez', name: 'EZ', base: 8_500, perHundredKm: 1_050, speed: 'regular' }],
  },
  {
    code: 'sicepat',
    name: 'SiCepat',
    transitHours: 42,
    services: [
      { code: 'reg', name: 'Reguler', base: 8_000, perHundredKm: 1_000, speed: 'regular' },
      {
        code: 'best',
        name: 'Besok Sampai Tujuan',
        base: 16_000,
        perHundredKm: 1_600,
        speed: 'express',
      },
    ],
  },
  {
    code: 'anteraja',
    name: 'AnterAja',
    transitHours: 50,
    services: [
      { code: 'reg', name: 'Regular', base: 8_500, perHundredKm: 1_000, speed: 'regular' },
    ],
  },
  {
    code: 'pos',
    name: 'POS Indonesia',
    transitHours: 72,
    services: [
      { code: 'kilat', name: 'Pos Kilat Khusus', base: 7_500, perHundredKm: 950, speed: 'economy' },
    ],
  },
]

export const twinCourier = (code: string) => TWIN_COURIERS.find((courier) => courier.code === code)

/** Rupiah for a parcel of `grams` over `km`. */
export function priceOf(service: TwinService, km: number, grams: number): number {
  const perKg = Math.ceil((service.base + (service.perHundredKm * km) / 100) / 500) * 500
  return perKg * Math.max(1, Math.ceil(grams / 1000))
}

/** Next-day services do not reach the far islands (beyond 2,000 km of road and sea). */
export const offers = (service: TwinService, km: number) =>
  service.speed !== 'express' || km <= 2_000

/** Biteship's duration words for a service over `km`, e.g. '2 - 3 days'. */
export function durationOf(service: TwinService, km: number): string {
  if (service.speed === 'express') return km <= 1_000 ? '1 days' : '1 - 2 days'
  const [low, high] =
    km <= 50 ? [1, 2] : km <= 300 ? [2, 3] : km <= 1_000 ? [2, 4] : km <= 2_000 ? [3, 5] : [5, 8]
  const slower = service.speed === 'economy' ? 1 : 0
  return `${low + slower} - ${high + slower} days`
}
