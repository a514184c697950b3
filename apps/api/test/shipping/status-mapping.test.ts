import { describe, expect, it } from 'vitest'
import { formatDuration, mapTrackingStatus } from '../../src/providers/shipping/biteship/status.ts'

describe("Biteship's words in the shop's words", () => {
  it('maps every documented tracking status, in either spelling', () => {
    const cases: [string, string][] = [
      ['confirmed', 'confirmed'],
      ['allocated', 'confirmed'],
      ['pickingUp', 'confirmed'],
      ['picking_up', 'confirmed'],
      ['picked', 'picked'],
      ['droppingOff', 'in_transit'],
      ['dropping_off', 'in_transit'],
      ['onHold', 'on_hold'],
      ['delivered', 'delivered'],
      ['DELIVERED', 'delivered'],
      ['returnInTransit', 'returning'],
      ['return_in_transit', 'returning'],
      ['returned', 'returned'],
      ['cancelled', 'canceled'],
      ['rejected', 'canceled'],
      ['courierNotFound', 'canceled'],
      ['disposed', 'canceled'],
    ]
    for (const [word, neutral] of cases) expect(mapTrackingStatus(word), word).toBe(neutral)
  })

  it('an undocumented or missing status is unknown, never a delivery', () => {
    expect(mapTrackingStatus('teleported')).toBe('unknown')
    expect(mapTrackingStatus('')).toBe('unknown')
    expect(mapTrackingStatus(null)).toBe('unknown')
  })

  it("shortens Biteship's durations into an ETD", () => {
    expect(formatDuration('1 - 2 days')).toBe('1-2 days')
    expect(formatDuration('2 -  3 days')).toBe('2-3 days')
    expect(formatDuration('1 days')).toBe('1 day')
    expect(formatDuration('1 - 3 hours')).toBe('1-3 hours')
    expect(formatDuration('')).toBe('')
  })
})
