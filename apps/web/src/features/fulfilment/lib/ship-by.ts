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

const unit = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/**
 * How long a seller has left to ship (DESIGN: the store order's `shipBy`, docs/product.md#order-inbox),
 * in the two largest units, rounded down so the seller is never told there is more time than there is.
 */
export function shipByCountdown(shipBy: string, now: number): ShipByCountdown {
  const left = Date.parse(shipBy) - now
  if (left <= 0) return { text: 'Overdue', urgent: true, overdue: true }
  const days = Math.floor(left / DAY)
  const hours = Math.floor((left % DAY) / HOUR)
  const minutes = Math.floor((left % HOUR) / MINUTE)
  let parts: string[]
  if (days > 0) parts = [unit(days, 'day'), ...(hours > 0 ? [unit(hours, 'hour')] : [])]
  else if (hours > 0)
    parts = [unit(hours, 'hour'), ...(minutes > 0 ? [unit(minutes, 'minute')] : [])]
  else parts = [unit(Math.max(1, minutes), 'minute')]
  return { text: `Ship within ${parts.join(' ')}`, urgent: left < DAY, overdue: false }
}
