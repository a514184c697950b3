import { act, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { dataTable, type DataColumn } from './data-table.ts'
import { DataTableBody } from './data-table-body.tsx'
import { DataTableHeader } from './data-table-header.tsx'
import { Table } from './table.tsx'

interface Line {
  id: string
  name: string
}

const columns: DataColumn<Line>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.item.name, className: 'w-40' },
  {
    id: 'remove',
    header: () => <span className="sr-only">Actions</span>,
    cell: (row) => <button type="button">Remove {row.item.name}</button>,
  },
]

function Lines({
  lines,
  selected = new Set(),
  loading,
}: {
  lines: Line[]
  selected?: ReadonlySet<string>
  loading?: boolean
}) {
  const table = dataTable({ data: lines, columns, rowId: (line) => line.id, selection: selected })
  return (
    <Table>
      <DataTableHeader table={table} className="px-2" />
      <DataTableBody
        columns={table.columns}
        rows={table.rows}
        loading={loading}
        skeletonRows={3}
        cellClassName="px-2"
      />
    </Table>
  )
}

const kettle = { id: '1', name: 'Kettle' }
const batik = { id: '2', name: 'Batik' }

describe('DataTableBody', () => {
  it('draws each column’s header and each row’s cells, with the column’s classes', () => {
    render(<Lines lines={[kettle, batik]} />)
    const headers = screen.getAllByRole('columnheader')
    expect(headers.map((header) => header.textContent)).toEqual(['Name', 'Actions'])
    expect(headers[0]?.className).toContain('px-2 w-40')
    const [, first, second] = screen.getAllByRole('row')
    expect(within(first as HTMLElement).getAllByRole('cell')[0]?.className).toContain('px-2 w-40')
    expect(first?.textContent).toBe('KettleRemove Kettle')
    expect(second?.textContent).toBe('BatikRemove Batik')
  })

  it('marks the selected rows', () => {
    render(<Lines lines={[kettle, batik]} selected={new Set(['2'])} />)
    expect(screen.getByRole('row', { name: /Kettle/ }).dataset.state).toBeUndefined()
    expect(screen.getByRole('row', { name: /Batik/ }).dataset.state).toBe('selected')
  })

  it('draws skeleton rows across the table while loading, then No results when empty', () => {
    const { rerender, container } = render(<Lines lines={[]} loading />)
    const body = container.querySelector('tbody')
    expect(body?.getAttribute('aria-busy')).toBe('true')
    expect(within(body as HTMLElement).getAllByRole('row')).toHaveLength(3)
    expect(
      within(body as HTMLElement)
        .getAllByRole('cell')[0]
        ?.getAttribute('colspan'),
    ).toBe('2')

    rerender(<Lines lines={[]} />)
    expect(body?.hasAttribute('aria-busy')).toBe(false)
    const noResults = screen.getByRole('row', { name: 'No results.' })
    expect(within(noResults).getByRole('cell').getAttribute('colspan')).toBe('2')
  })

  it('hands focus on to the next row when the focused one leaves, then to No results', () => {
    const { rerender } = render(<Lines lines={[kettle, batik]} />)
    act(() => screen.getByRole('button', { name: 'Remove Kettle' }).focus())

    rerender(<Lines lines={[batik]} />)
    expect(document.activeElement).toBe(screen.getByRole('row', { name: /Batik/ }))

    rerender(<Lines lines={[]} />)
    expect(document.activeElement).toBe(screen.getByRole('row', { name: 'No results.' }))
  })

  it('leaves focus alone when it was not in the row that left', () => {
    const { rerender } = render(
      <>
        <button type="button">Elsewhere</button>
        <Lines lines={[kettle, batik]} />
      </>,
    )
    act(() => screen.getByRole('button', { name: 'Remove Kettle' }).focus())
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus())
    rerender(
      <>
        <button type="button">Elsewhere</button>
        <Lines lines={[batik]} />
      </>,
    )
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }))
  })
})
