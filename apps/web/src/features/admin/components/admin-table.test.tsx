import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { AdminTable, SearchBox } from './admin-table.tsx'

interface Refund {
  id: number
  order: string
}

function Queue({
  rows,
  currentPage = 1,
  onPage,
  busy,
}: {
  rows: Refund[]
  currentPage?: number
  onPage?: (page: number) => void
  busy?: boolean
}) {
  return (
    <AdminTable<Refund>
      label="Refunds to settle"
      columns={[
        { header: 'Order', cell: (row) => row.order },
        { header: 'Action', cell: (row) => <button type="button">Settle {row.order}</button> },
      ]}
      rows={rows}
      rowKey={(row) => row.id}
      empty="Nothing to settle."
      pagination={{ currentPage, totalPages: 3, totalItems: 25, hasNextPage: currentPage < 3 }}
      onPage={onPage}
      busy={busy}
    />
  )
}

describe('AdminTable', () => {
  it('hands focus to the next row when a handled one leaves the queue, then to the empty state', () => {
    const first = { id: 1, order: 'Order #12' }
    const second = { id: 2, order: 'Order #13' }
    const { rerender } = render(<Queue rows={[first, second]} />)
    act(() => screen.getByRole('button', { name: 'Settle Order #12' }).focus())

    rerender(<Queue rows={[second]} />)
    expect(document.activeElement).toBe(screen.getByRole('row', { name: /Order #13/ }))

    rerender(<Queue rows={[]} />)
    expect(document.activeElement).toBe(screen.getByText('Nothing to settle.'))
  })

  it('keeps a cell’s button, and its focus, when the section draws again', () => {
    const rows = [{ id: 1, order: 'Order #12' }]
    const { rerender } = render(<Queue rows={rows} />)
    const settle = screen.getByRole('button', { name: 'Settle Order #12' })
    act(() => settle.focus())
    rerender(<Queue rows={rows} busy />)
    expect(screen.getByRole('button', { name: 'Settle Order #12' })).toBe(settle)
    expect(document.activeElement).toBe(settle)
  })

  it('labels each cell with its column for phones, and asks for the page before or after', async () => {
    const onPage = vi.fn()
    const { rerender } = render(<Queue rows={[{ id: 1, order: 'Order #12' }]} onPage={onPage} />)
    expect(screen.getByRole('cell', { name: 'Order #12' }).dataset.label).toBe('Order')
    const pages = screen.getByRole('navigation', { name: 'Refunds to settle pages' })
    expect(pages.textContent).toContain('Page 1 of 3')
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true)
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(onPage).toHaveBeenLastCalledWith(2)

    rerender(<Queue rows={[{ id: 2, order: 'Order #13' }]} currentPage={3} onPage={onPage} />)
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true)
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }))
    expect(onPage).toHaveBeenLastCalledWith(2)

    rerender(<Queue rows={[{ id: 2, order: 'Order #13' }]} currentPage={3} busy />)
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true)
  })
})

describe('SearchBox', () => {
  function renderBox() {
    const onSearch = vi.fn<(q: string) => void>()
    render(<SearchBox label="Search users" placeholder="Name or email" onSearch={onSearch} />)
    return { onSearch, box: screen.getByRole('textbox', { name: 'Search users' }) }
  }

  it('searches for the text trimmed on Enter, and for everything when empty', async () => {
    const { onSearch, box } = renderBox()
    await userEvent.type(box, '  budi  {Enter}')
    await vi.waitFor(() => expect(onSearch).toHaveBeenLastCalledWith('budi'))
    await userEvent.clear(box)
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    await vi.waitFor(() => expect(onSearch).toHaveBeenLastCalledWith(''))
  })

  it('refuses what the API refuses, focused, and re-checks as it is corrected', async () => {
    const { onSearch, box } = renderBox()
    await userEvent.click(box)
    await userEvent.paste('bu\u0007di')
    await userEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Search must not contain control characters',
    )
    expect(document.activeElement).toBe(box)
    expect(onSearch).not.toHaveBeenCalled()
    await userEvent.clear(box)
    await userEvent.type(box, 'budi')
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  })
})
