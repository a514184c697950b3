import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildStoreOrder } from '@/testing/orders.ts'
import { StatusTimeline } from './status-timeline.tsx'

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

describe('StatusTimeline', () => {
  it('a paid order waiting to ship: Paid is done, the rest to come', () => {
    render(<StatusTimeline order={buildStoreOrder({ status: 'TO_SHIP' })} />)
    expect(steps()).toEqual([
      'Paid (done)',
      'Shipped (not yet)',
      'Delivered (not yet)',
      'Completed (not yet)',
    ])
    expect(current()).toBe('Paid')
  })

  it('a shipped order shows when it left', () => {
    render(
      <StatusTimeline
        order={buildStoreOrder({ status: 'SHIPPED', shippedAt: '2026-11-24T03:15:00.000Z' })}
      />,
    )
    expect(steps()).toEqual([
      'Paid (done)',
      'Shipped (done)',
      'Delivered (not yet)',
      'Completed (not yet)',
    ])
    expect(current()).toBe('Shipped')
    expect(screen.getByRole('list', { name: 'Progress' }).querySelector('time')?.dateTime).toBe(
      '2026-11-24T03:15:00.000Z',
    )
  })

  it('an order the buyer confirmed before the courier reported delivery is completed all the way', () => {
    render(
      <StatusTimeline
        order={buildStoreOrder({
          status: 'COMPLETED',
          shippedAt: '2026-11-24T03:15:00.000Z',
          completedAt: '2026-11-25T09:00:00.000Z',
        })}
      />,
    )
    expect(steps()).toEqual([
      'Paid (done)',
      'Shipped (done)',
      'Delivered (done)',
      'Completed (done)',
    ])
    expect(current()).toBe('Completed')
  })

  it('an order awaiting payment has no step done', () => {
    render(<StatusTimeline order={buildStoreOrder({ status: 'AWAITING_PAYMENT', shipBy: null })} />)
    expect(steps()).toEqual([
      'Paid (not yet)',
      'Shipped (not yet)',
      'Delivered (not yet)',
      'Completed (not yet)',
    ])
  })

  it('a paid order canceled before shipping ends in Canceled with its reason', () => {
    render(
      <StatusTimeline
        order={buildStoreOrder({
          status: 'CANCELED',
          canceledAt: '2026-11-24T01:00:00.000Z',
          cancelReason: 'Out of stock, sorry.',
        })}
      />,
    )
    expect(steps()).toEqual(['Paid (done)', 'Canceled (done)'])
    expect(current()).toBe('Canceled')
    expect(screen.getByText('Out of stock, sorry.')).toBeDefined()
  })

  it('an order canceled unpaid shows only Canceled', () => {
    render(
      <StatusTimeline
        order={buildStoreOrder({
          status: 'CANCELED',
          shipBy: null,
          canceledAt: '2026-11-24T01:00:00.000Z',
        })}
      />,
    )
    expect(steps()).toEqual(['Canceled (done)'])
    expect(screen.queryByText(/Canceled:/)).toBeNull()
  })
})
