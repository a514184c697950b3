import { englishText, systemText, type SystemText } from '@pasar/shared'
import type { TwinCourier } from './couriers.ts'

const HOUR_MS = 3_600_000

/**
 * The steps of a parcel's trip as fractions of its transit time, in Biteship's status words. The
 * notes are system texts (docs/decisions/1011): each answer carries the English note and, in
 * `note_code`, its code and values, which the adapter keeps so readers see it in their language.
 */
const STEPS: { at: number; status: string; note: (c: TwinCourier) => SystemText }[] = [
  {
    at: 0,
    status: 'confirmed',
    note: (c) => systemText('tracking.RECEIVED_BY_COURIER', { courier: c.name }),
  },
  { at: 0.08, status: 'picked', note: () => systemText('tracking.PICKED_UP') },
  { at: 0.2, status: 'droppingOff', note: () => systemText('tracking.LEFT_ORIGIN') },
  { at: 0.7, status: 'droppingOff', note: () => systemText('tracking.AT_DESTINATION') },
  { at: 0.9, status: 'droppingOff', note: () => systemText('tracking.OUT_FOR_DELIVERY') },
  { at: 1, status: 'delivered', note: () => systemText('tracking.DELIVERED') },
]

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
    note: englishText(step.note(courier)),
    note_code: step.note(courier),
    updated_at: new Date(start + Math.round(step.at * transitMs)).toISOString(),
  })).filter((step, index) => index === 0 || Date.parse(step.updated_at) <= now.getTime())
}
