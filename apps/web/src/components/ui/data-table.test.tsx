import {
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
} from '@tanstack/react-table'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { DataTable } from './data-table.tsx'

interface Line {
  id: string
  name: string
}

const columns: ColumnDef<Line>[] = [
  {
    accessorKey: 'name',
    header: ({ column }) => (
      <button type="button" onClick={column.getToggleSortingHandler()}>
        Name
      </button>
    ),
    meta: { className: 'w-40' },
  },
  {
    id: 'remove',
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => <button type="button">Remove {row.original.name}</button>,
  },
]

function Lines({
  lines,
  selected = {},
  loading,
  pageSize = 10,
}: {
  lines: Line[]
  selected?: RowSelectionState
  loading?: boolean
  pageSize?: number
}) {
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table hands out fresh functions each render by design.
  const table = useReactTable({
    data: lines,
    columns,
    getRowId: (line) => line.id,
    state: { rowSelection: selected },
    initialState: { pagination: { pageIndex: 0, pageSize } },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  })
  return (
    <>
      <DataTable table={table} loading={loading} skeletonRows={3} columnClassName="px-2" />
      <button type="button" onClick={() => table.nextPage()}>
        Next
      </button>
    </>
  )
}

const kettle = { id: '1', name: 'Kettle' }
const batik = { id: '2', name: 'Batik' }
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent)

describe('DataTable', () => {
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
    render(<Lines lines={[kettle, batik]} selected={{ '2': true }} />)
    expect(screen.getByRole('row', { name: /Kettle/ }).dataset.state).toBeUndefined()
    expect(screen.getByRole('row', { name: /Batik/ }).dataset.state).toBe('selected')
  })

  it('draws the sorted rows of the current page', async () => {
    const lines = ['Cobek', 'Batik', 'Kettle', 'Angklung'].map((name, i) => ({
      id: String(i),
      name,
    }))
    render(<Lines lines={lines} pageSize={3} />)
    expect(names()).toEqual(['Cobek', 'Batik', 'Kettle'])
    await userEvent.click(screen.getByRole('button', { name: 'Name' }))
    expect(names()).toEqual(['Angklung', 'Batik', 'Cobek'])
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(names()).toEqual(['Kettle'])
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
