import { flexRender, type Table as TanstackTable } from '@tanstack/react-table'
import { useT } from './i18n/index.ts'
import { Skeleton } from './skeleton.tsx'
import { TableBody, TableCell, TableRow } from './table.tsx'

/**
 * The body of a TanStack table: skeleton rows while loading, the rows of the current page (with
 * their selection state), or the 'No results.' row (docs/product.md#cart-and-checkout).
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
          <TableRow key={row.id} data-state={row.getIsSelected() ? 'selected' : undefined}>
            {row.getVisibleCells().map((cell) => (
              <TableCell key={cell.id} className={cellClassName?.(cell.column.columnDef.meta)}>
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </TableCell>
            ))}
          </TableRow>
        ))
      ) : (
        <NoResultsRow columns={columns} />
      )}
    </TableBody>
  )
}

/** The 'No results.' row of an empty table, across its `columns`. */
export function NoResultsRow({ columns }: { columns: number }) {
  const { t } = useT()
  return (
    <TableRow>
      <TableCell colSpan={columns} className="text-muted-foreground h-24 text-center">
        {t('noResults')}
      </TableCell>
    </TableRow>
  )
}
