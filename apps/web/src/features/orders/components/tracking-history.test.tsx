import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLanguage } from '@/i18n/change-language.ts'
import { i18n } from '@/i18n/index.ts'
import { TrackingHistory } from './tracking-history.tsx'

const events = [
  { status: 'picked', note: 'Picked up by the courier', at: '2026-11-24T04:00:00.000Z' },
  { status: 'in_transit', note: 'On the way to you', at: '2026-11-24T09:00:00.000Z' },
  { status: 'weighed_at_hub', note: 'At the Jakarta hub', at: '2026-11-24T06:00:00.000Z' },
]

/** Each event's status line, newest first. */
function statusLines(): string[] {
  const history = screen.getByRole('list', { name: /Tracking history|Riwayat pengiriman/ })
  return within(history)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.font-medium')?.textContent ?? '')
}

afterEach(() => i18n.changeLanguage('en'))

describe('TrackingHistory', () => {
  it("words the courier's statuses in the language shown, and an unknown one as the courier sent it", async () => {
    const { rerender } = render(<TrackingHistory events={events} />)
    expect(statusLines()).toEqual(['In transit', 'Weighed at hub', 'Picked'])

    await changeLanguage('id')
    rerender(<TrackingHistory events={[...events]} />)
    expect(statusLines()).toEqual(['Dalam perjalanan', 'Weighed at hub', 'Paket dijemput kurir'])
    // The courier's notes are its own words.
    expect(screen.getByText('On the way to you')).toBeTruthy()
  })
})
