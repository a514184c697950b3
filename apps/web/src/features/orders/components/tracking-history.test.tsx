import type { TrackingEvent } from '@pasar/shared'
import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLanguage } from '@/i18n/change-language.ts'
import { i18n } from '@/i18n/index.ts'
import { SHIPPED_TRACKING } from '@/testing/orders.ts'
import { TrackingHistory } from './tracking-history.tsx'

const events = [
  ...SHIPPED_TRACKING,
  {
    status: 'weighed_at_hub',
    note: 'At the Jakarta hub',
    noteCode: null,
    at: '2026-11-24T06:00:00.000Z',
  },
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

  it("writes the local twin's notes (codes) in the language shown", async () => {
    const twin: TrackingEvent[] = [
      {
        status: 'confirmed',
        note: 'Shipment received by JNE',
        noteCode: { code: 'tracking.RECEIVED_BY_COURIER', values: { courier: 'JNE' } },
        at: '2026-11-24T03:00:00.000Z',
      },
      {
        status: 'picked',
        note: 'Parcel picked up and taken to the origin sorting centre',
        noteCode: { code: 'tracking.PICKED_UP', values: {} },
        at: '2026-11-24T04:00:00.000Z',
      },
      {
        status: 'picked',
        note: 'A note of a code this build does not know',
        noteCode: { code: 'tracking.SOMETHING_NEW', values: {} },
        at: '2026-11-24T05:00:00.000Z',
      },
    ]
    const { rerender } = render(<TrackingHistory events={twin} />)
    expect(screen.getByText('Shipment received by JNE')).toBeTruthy()
    await changeLanguage('id')
    rerender(<TrackingHistory events={[...twin]} />)
    expect(screen.getByText('Paket diterima oleh JNE')).toBeTruthy()
    expect(screen.getByText('Paket dijemput dan dibawa ke pusat sortir asal')).toBeTruthy()
    expect(screen.getByText('A note of a code this build does not know')).toBeTruthy()
    expect(screen.queryByText(/Parcel picked up/)).toBeNull()
  })
})
