import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DataTableBody } from './data-table-body.tsx'
import { Table } from './table.tsx'

interface Line {
  id: string
  name: string
}

const columns: ColumnDef<Line>[] = [
  { id: 'name', cell: ({ row }) => row.original.name },
  { id: 'remove', cell: ({ row }) => <button type="button">Remove {row.original.name}</button> },
]

function Lines({ lines }: { lines: Line[] }) {
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table hands out fresh functions each render by design.
  const table = useReactTable({
    data: lines,
    columns,
    getRowId: (line) => line.id,
    getCoreRowModel: getCoreRowModel(),
  })
  return (
    <Table>
      <DataTableBody table={table} />
    </Table>
  )
}

const kettle = { id: '1', name: 'Kettle' }
const batik = { id: '2', name: 'Batik' }

describe('DataTableBody', () => {
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
