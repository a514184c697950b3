import { describe, expect, it } from 'vitest'
import { shipByCountdown } from './ship-by.ts'

const NOW = Date.parse('2026-11-23T08:00:00Z')
const later = (ms: number) => new Date(NOW + ms).toISOString()
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

describe('shipByCountdown', () => {
  it.each([
    [2 * DAY + 4 * HOUR + 30 * MINUTE, 'Ship within 2 days 4 hours', false],
    [DAY + HOUR, 'Ship within 1 day 1 hour', false],
    [3 * DAY, 'Ship within 3 days', false],
    [DAY, 'Ship within 1 day', false],
    [DAY - MINUTE, 'Ship within 23 hours 59 minutes', true],
    [5 * HOUR, 'Ship within 5 hours', true],
    [HOUR + MINUTE, 'Ship within 1 hour 1 minute', true],
    [12 * MINUTE + 59_000, 'Ship within 12 minutes', true],
    [20_000, 'Ship within 1 minute', true],
  ])('%d ms before the ship-by time says "%s" (urgent: %s)', (left, text, urgent) => {
    expect(shipByCountdown(later(left), NOW)).toEqual({ text, urgent, overdue: false })
  })

  it.each([0, -1, -3 * DAY])('is Overdue once the ship-by time has come (%d ms)', (left) => {
    expect(shipByCountdown(later(left), NOW)).toEqual({
      text: 'Overdue',
      urgent: true,
      overdue: true,
    })
  })
})
