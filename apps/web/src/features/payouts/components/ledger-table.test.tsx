import { formatIDR, type LedgerEntry, type LedgerPage } from '@pasar/shared'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { LedgerTable } from './ledger-table.tsx'

const sale: LedgerEntry = {
  id: 1,
  kind: 'SALE',
  amount: 100_000,
  orderId: 42,
  storeOrderId: 7,
  payoutId: null,
  createdAt: '2026-11-20T08:00:00.000Z',
}
const withdrawal: LedgerEntry = {
  id: 2,
  kind: 'PAYOUT',
  amount: -50_000,
  orderId: null,
  storeOrderId: null,
  payoutId: 3,
  createdAt: '2026-11-21T08:00:00.000Z',
}

function renderLedger(page: LedgerPage, onPage = vi.fn()) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <LedgerTable slug="toko" page={page} fetching={false} onPage={onPage} />,
      },
    ],
    { initialEntries: ['/'] },
  )
  render(<RouterProvider router={router} />)
  return onPage
}

describe('LedgerTable', () => {
  it('draws an entry per row, and asks the server for the next page', async () => {
    const onPage = renderLedger({
      data: [withdrawal, sale],
      pagination: { currentPage: 1, totalPages: 2, totalItems: 12, hasNextPage: true },
    })
    const table = screen.getByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Entry', 'From', 'Amount'])
    const [, first, second] = within(table).getAllByRole('row')
    expect(first?.textContent).toContain(`Withdrawal #3−${formatIDR(50_000)}`)
    // A sale names the order as the seller's inbox does, and opens that store order.
    expect(second?.textContent).toContain(`Order #42+${formatIDR(100_000)}`)
    const [link] = within(second as HTMLElement).getAllByRole('link', { name: 'Order #42' })
    expect(link?.getAttribute('href')).toBe('/dashboard/stores/toko/orders/7')
    expect(screen.getByText('Page 1 of 2')).toBeDefined()
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true)
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(onPage).toHaveBeenCalledWith(2)
  })

  it('says the ledger is empty, without paging', () => {
    renderLedger({
      data: [],
      pagination: { currentPage: 1, totalPages: 0, totalItems: 0, hasNextPage: false },
    })
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.queryByRole('navigation')).toBeNull()
  })
})
