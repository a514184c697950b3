import { t as tFulfilment } from '../i18n/index.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export interface ShipByCountdown {
  /** 'Ship within 2 days 4 hours', 'Ship within 5 hours 12 minutes' or 'Overdue'. */
  text: string
  /** Less than a day left (or none): the seller should act now. */
  urgent: boolean
  overdue: boolean
}

/**
 * How long a seller has left to ship (DESIGN: the store order's `shipBy`, docs/product.md#order-inbox),
 * in the two largest units, rounded down so the seller is never told there is more time than there is.
 */
export function shipByCountdown(
  shipBy: string,
  now: number,
  /** A component passes its `useT()` translator, so the text follows the language shown. */
  t: typeof tFulfilment = tFulfilment,
): ShipByCountdown {
  const left = Date.parse(shipBy) - now
  if (left <= 0) return { text: t('shipBy.overdue'), urgent: true, overdue: true }
  const days = Math.floor(left / DAY)
  const hours = Math.floor((left % DAY) / HOUR)
  const minutes = Math.floor((left % HOUR) / MINUTE)
  const day = (count: number) => t('shipBy.day', { count })
  const hour = (count: number) => t('shipBy.hour', { count })
  const minute = (count: number) => t('shipBy.minute', { count })
  let text: string
  if (days > 0) {
    text =
      hours > 0
        ? t('shipBy.daysHours', { days: day(days), hours: hour(hours) })
        : t('shipBy.days', { days: day(days) })
  } else if (hours > 0) {
    text =
      minutes > 0
        ? t('shipBy.hoursMinutes', { hours: hour(hours), minutes: minute(minutes) })
        : t('shipBy.hours', { hours: hour(hours) })
  } else text = t('shipBy.minutes', { minutes: minute(Math.max(1, minutes)) })
  return { text, urgent: left < DAY, overdue: false }
}
