import type { TwinCourier } from './couriers.ts'

const HOUR_MS = 3_600_000

/** The steps of a parcel's trip as fractions of its transit time, in Biteship's status words. */
const STEPS = [
  { at: 0, status: 'confirmed', note: (c: TwinCourier) => `Shipment received by ${c.name}` },
  {
    at: 0.08,
    status: 'picked',
    note: () => 'Parcel picked up and taken to the origin sorting centre',
  },
  { at: 0.2, status: 'droppingOff', note: () => 'Departed the origin sorting centre' },
  { at: 0.7, status: 'droppingOff', note: () => 'Arrived at the destination sorting centre' },
  { at: 0.9, status: 'droppingOff', note: () => 'With the courier for delivery' },
  { at: 1, status: 'delivered', note: () => 'Delivered, received by the recipient' },
] as const

/** A stable number of hours in −6..+6 for a waybill, so parcels do not all arrive alike. */
function variationHours(waybill: string): number {
  let hash = 0
  for (const char of waybill) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return (hash % 13) - 6
}

/** The parcel's history as it stands at `now`, oldest first (at least the hand-over). */
export function journey(courier: TwinCourier, waybill: string, registeredAt: Date, now: Date) {
  const transitMs = (courier.transitHours + variationHours(waybill)) * HOUR_MS
  const start = registeredAt.getTime()
  return STEPS.map((step) => ({
    status: step.status,
    note: step.note(courier),
    updated_at: new Date(start + Math.round(step.at * transitMs)).toISOString(),
  })).filter((step, index) => index === 0 || Date.parse(step.updated_at) <= now.getTime())
}
