import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AdminTable } from './admin-table.tsx'

interface Refund {
  id: number
  order: string
}

function Queue({ rows }: { rows: Refund[] }) {
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
})
