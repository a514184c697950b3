import type { TrackingStatus } from '../port.ts'

/**
 * Biteship's tracking status words (its "Tracking Status" list, camelCase, and the order flow's
 * snake_case spelling of the same words) in neutral words. Compared without case or underscores.
 */
const STATUSES: Record<string, TrackingStatus> = {
  confirmed: 'confirmed',
  scheduled: 'confirmed',
  allocated: 'confirmed',
  pickingup: 'confirmed',
  picked: 'picked',
  droppingoff: 'in_transit',
  onhold: 'on_hold',
  delivered: 'delivered',
  returnintransit: 'returning',
  returned: 'returned',
  cancelled: 'canceled',
  canceled: 'canceled',
  rejected: 'canceled',
  couriernotfound: 'canceled',
  disposed: 'canceled',
}

/** A status word Biteship did not document (or none) is 'unknown', never an error. */
export function mapTrackingStatus(word: string | null | undefined): TrackingStatus {
  if (!word) return 'unknown'
  return STATUSES[word.replace(/[_\s-]/g, '').toLowerCase()] ?? 'unknown'
}

/** Biteship's duration ('1 - 2 days', '1 days', '2 - 3 hours') as a short ETD: '1-2 days', '1 day'. */
export function formatDuration(duration: string): string {
  const text = duration
    .trim()
    .replace(/\s*-\s*/g, '-')
    .replace(/\s+/g, ' ')
  return text.replace(/^1 (day|hour)s$/i, '1 $1')
}
