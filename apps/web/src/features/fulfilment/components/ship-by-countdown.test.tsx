import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ShipByCountdown } from './ship-by-countdown.tsx'

const NOW = new Date('2026-11-23T08:00:00Z')
const HOUR = 3_600_000

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
  vi.setSystemTime(NOW)
})
afterEach(() => vi.useRealTimers())

const shipBy = (hours: number) => new Date(NOW.getTime() + hours * HOUR).toISOString()

describe('ShipByCountdown', () => {
  it('says the time left in days and hours, not in red while a day or more remains', () => {
    render(<ShipByCountdown shipBy={shipBy(52)} />)
    const line = screen.getByTestId('ship-by')
    expect(line.textContent).toMatch(/^Ship within 2 days 4 hours · by /)
    expect(line.className).not.toContain('text-destructive')
  })

  it('turns red under 24 hours and keeps counting down while the screen stays open', () => {
    render(<ShipByCountdown shipBy={shipBy(24)} />)
    const line = screen.getByTestId('ship-by')
    expect(line.textContent).toMatch(/^Ship within 1 day ·/)
    expect(line.className).not.toContain('text-destructive')
    act(() => vi.advanceTimersByTime(60_000))
    expect(line.textContent).toMatch(/^Ship within 23 hours 59 minutes ·/)
    expect(line.className).toContain('text-destructive')
  })

  it('says Overdue, in red, once the ship-by time has passed', () => {
    render(<ShipByCountdown shipBy={shipBy(-2)} />)
    const line = screen.getByTestId('ship-by')
    expect(line.textContent).toMatch(/^Overdue ·/)
    expect(line.className).toContain('text-destructive')
  })
})
