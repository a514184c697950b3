import { flexRender, type Table as TanstackTable } from '@tanstack/react-table'
import { useRef } from 'react'
import { useFocusKeptInList } from '@/lib/use-focus-kept-in-list.ts'
import { Skeleton } from './skeleton.tsx'
import { NoResultsRow } from './no-results-row.tsx'
import { TableBody, TableCell, TableRow } from './table.tsx'

/**
 * The body of a TanStack table: skeleton rows while loading, the rows of the current page (with
 * their selection state), or the 'No results.' row (docs/product.md#cart-and-checkout). A row
 * that leaves while focus is in it (a line removed from the cart) hands focus to the row that
 * took its place, or to the 'No results.' row.
 */
export function DataTableBody<T>({
  table,
  loading = false,
  skeletonRows = 4,
  cellClassName,
}: {
  table: TanstackTable<T>
  loading?: boolean
  skeletonRows?: number
  /** Classes for a cell, from its column (e.g. its `meta`). */
  cellClassName?: (meta: unknown) => string | undefined
}) {
  const columns = table.getVisibleLeafColumns().length
  const rows = table.getRowModel().rows
  const noResults = useRef<HTMLTableRowElement>(null)
  const keepFocus = useFocusKeptInList(loading ? undefined : rows.map((row) => row.id), noResults)
  return (
    <TableBody aria-busy={loading || undefined}>
      {loading ? (
        Array.from({ length: skeletonRows }, (_, i) => (
          <TableRow key={i}>
            <TableCell colSpan={columns}>
              <Skeleton className="h-10 w-full" />
            </TableCell>
          </TableRow>
        ))
      ) : rows.length > 0 ? (
        rows.map((row) => (
          <TableRow
            key={row.id}
            {...keepFocus.row(row.id)}
            data-state={row.getIsSelected() ? 'selected' : undefined}
            className="focus-visible:ring-ring/50 outline-none focus-visible:ring-[3px] focus-visible:ring-inset"
          >
            {row.getVisibleCells().map((cell) => (
              <TableCell key={cell.id} className={cellClassName?.(cell.column.columnDef.meta)}>
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </TableCell>
            ))}
          </TableRow>
        ))
      ) : (
        <NoResultsRow columns={columns} focusRef={noResults} />
      )}
    </TableBody>
  )
}
