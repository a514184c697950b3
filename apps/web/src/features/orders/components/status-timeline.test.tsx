import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLanguage } from '@/i18n/change-language.ts'
import { i18n } from '@/i18n/index.ts'
import { buildStoreOrder } from '@/testing/orders.ts'
import { StatusTimeline } from './status-timeline.tsx'

afterEach(() => i18n.changeLanguage('en'))

/** Each step as the screen reader hears it: 'Shipped (done)', 'Delivered (not yet)'. */
function steps() {
  const list = screen.getByRole('list', { name: 'Progress' })
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/\d.*$/, '').trim())
}
const current = () =>
  screen
    .getByRole('list', { name: 'Progress' })
    .querySelector('[aria-current="step"]')
    ?.textContent?.replace(/ \(done\).*$/, '')

/** Draws the timeline of a store order built with `fields`. */
const renderTimeline = (fields: Parameters<typeof buildStoreOrder>[0]) =>
  render(<StatusTimeline order={buildStoreOrder(fields)} />)

/** `steps()` of an order on its way, the first `done` of its four steps done. */
const doneUpTo = (done: number) =>
  ['Paid', 'Shipped', 'Delivered', 'Completed'].map(
    (step, index) => `${step} (${index < done ? 'done' : 'not yet'})`,
  )

describe('StatusTimeline', () => {
  it('a paid order waiting to ship: Paid is done, the rest to come', () => {
    renderTimeline({ status: 'TO_SHIP' })
    expect(steps()).toEqual(doneUpTo(1))
    expect(current()).toBe('Paid')
  })

  it('a shipped order shows when it left', () => {
    renderTimeline({ status: 'SHIPPED', shippedAt: '2026-11-24T03:15:00.000Z' })
    expect(steps()).toEqual(doneUpTo(2))
    expect(current()).toBe('Shipped')
    expect(screen.getByRole('list', { name: 'Progress' }).querySelector('time')?.dateTime).toBe(
      '2026-11-24T03:15:00.000Z',
    )
  })

  it('an order the buyer confirmed before the courier reported delivery is completed all the way', () => {
    renderTimeline({
      status: 'COMPLETED',
      shippedAt: '2026-11-24T03:15:00.000Z',
      completedAt: '2026-11-25T09:00:00.000Z',
    })
    expect(steps()).toEqual(doneUpTo(4))
    expect(current()).toBe('Completed')
  })

  it('an order awaiting payment has no step done', () => {
    renderTimeline({ status: 'AWAITING_PAYMENT', shipBy: null })
    expect(steps()).toEqual(doneUpTo(0))
  })

  it('a paid order canceled before shipping ends in Canceled with its reason', () => {
    renderTimeline({
      status: 'CANCELED',
      canceledAt: '2026-11-24T01:00:00.000Z',
      cancelReason: 'Out of stock, sorry.',
    })
    expect(steps()).toEqual(['Paid (done)', 'Canceled (done)'])
    expect(current()).toBe('Canceled')
    expect(screen.getByText('Out of stock, sorry.')).toBeDefined()
  })

  it("a system reason (a code) shows in the language on screen; a person's words as written", async () => {
    const order = buildStoreOrder({
      status: 'CANCELED',
      canceledAt: '2026-11-24T01:00:00.000Z',
      cancelReason: 'The seller did not ship in time.',
      cancelReasonCode: { code: 'cancel.SHIP_BY_PASSED', values: {} },
    })
    const { rerender } = render(<StatusTimeline order={order} />)
    expect(screen.getByText('The seller did not ship in time.')).toBeDefined()
    await changeLanguage('id')
    rerender(<StatusTimeline order={{ ...order }} />)
    expect(screen.getByText('Penjual tidak mengirim pesanan tepat waktu.')).toBeDefined()
    expect(screen.queryByText('The seller did not ship in time.')).toBeNull()
    rerender(
      <StatusTimeline
        order={{ ...order, cancelReason: 'Stok habis, maaf.', cancelReasonCode: null }}
      />,
    )
    expect(screen.getByText('Stok habis, maaf.')).toBeDefined()
  })

  it('an order canceled unpaid shows only Canceled', () => {
    renderTimeline({
      status: 'CANCELED',
      shipBy: null,
      canceledAt: '2026-11-24T01:00:00.000Z',
    })
    expect(steps()).toEqual(['Canceled (done)'])
    expect(screen.queryByText(/Canceled:/)).toBeNull()
  })
})
