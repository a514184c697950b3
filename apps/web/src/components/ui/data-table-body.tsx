import { useRef } from 'react'
import { useFocusKeptInList } from '@/lib/use-focus-kept-in-list.ts'
import { cn } from '@/lib/utils.ts'
import type { DataColumn, DataRow } from './data-table.ts'
import { Skeleton } from './skeleton.tsx'
import { NoResultsRow } from './no-results-row.tsx'
import { TableBody, TableCell, TableRow } from './table.tsx'

/**
 * The body of a `dataTable`: skeleton rows while loading, the `rows` given (the current page,
 * with their selection state), or the 'No results.' row (docs/product.md#cart-and-checkout). A
 * row that leaves while focus is in it (a line removed from the cart) hands focus to the row that
 * took its place, or to the 'No results.' row.
 */
export function DataTableBody<T>({
  columns,
  rows,
  loading = false,
  skeletonRows = 4,
  cellClassName,
}: {
  columns: readonly DataColumn<T>[]
  rows: readonly DataRow<T>[]
  loading?: boolean
  skeletonRows?: number
  /** Classes for every cell, before its column's. */
  cellClassName?: string
}) {
  const noResults = useRef<HTMLTableRowElement>(null)
  const keepFocus = useFocusKeptInList(loading ? undefined : rows.map((row) => row.id), noResults)
  return (
    <TableBody aria-busy={loading || undefined}>
      {loading ? (
        Array.from({ length: skeletonRows }, (_, i) => (
          <TableRow key={i}>
            <TableCell colSpan={columns.length}>
              <Skeleton className="h-10 w-full" />
            </TableCell>
          </TableRow>
        ))
      ) : rows.length > 0 ? (
        rows.map((row) => (
          <TableRow
            key={row.id}
            {...keepFocus.row(row.id)}
            data-state={row.selected ? 'selected' : undefined}
            className="focus-visible:ring-ring/50 outline-none focus-visible:ring-[3px] focus-visible:ring-inset"
          >
            {columns.map((column) => (
              <TableCell key={column.id} className={cn(cellClassName, column.className)}>
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))
      ) : (
        <NoResultsRow columns={columns.length} focusRef={noResults} />
      )}
    </TableBody>
  )
}
