import {
  flexRender,
  type Row,
  type RowData,
  type Table as TanstackTable,
} from '@tanstack/react-table'
import { useRef, type ComponentProps, type Ref } from 'react'
import { useFocusKeptInList } from '@/lib/use-focus-kept-in-list.ts'
import { cn } from '@/lib/utils.ts'
import { useT } from './i18n/index.ts'
import { Skeleton } from './skeleton.tsx'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table.tsx'

declare module '@tanstack/react-table' {
  // The parameters must be TanStack's own for the declarations to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes of the column's header and cells, after the table's `columnClassName`. */
    className?: string
    /** Classes of the column's cells only, after `className`. */
    cellClassName?: string
  }
}

/**
 * A TanStack `table` drawn as shadcn/ui's data table: its header, then skeleton rows while
 * loading, the rows of the current page (a selected one marked `data-state="selected"`), or the
 * 'No results.' row. A row that leaves while focus is in it (a line removed from the cart) hands
 * focus to the row that took its place, or to the 'No results.' row
 * (docs/product.md#cart-and-checkout).
 */
export function DataTable<T>({
  table,
  loading = false,
  skeletonRows = 4,
  columnClassName,
  rowTestId,
}: {
  table: TanstackTable<T>
  loading?: boolean
  skeletonRows?: number
  /** Classes of every column's header and cells, before the column's own (its `meta`). */
  columnClassName?: string
  rowTestId?: (row: Row<T>) => string
}) {
  const columns = table.getVisibleLeafColumns().length
  const rows = table.getRowModel().rows
  const noResults = useRef<HTMLTableRowElement>(null)
  const keepFocus = useFocusKeptInList(loading ? undefined : rows.map((row) => row.id), noResults)
  return (
    <Table>
      <DataTableHeader table={table} columnClassName={columnClassName} />
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
            <DataTableRow
              key={row.id}
              row={row}
              columnClassName={columnClassName}
              {...keepFocus.row(row.id)}
              data-testid={rowTestId?.(row)}
            />
          ))
        ) : (
          <NoResultsRow columns={columns} focusRef={noResults} />
        )}
      </TableBody>
    </Table>
  )
}

/** The table's header rows, each column's classes after `columnClassName`. */
export function DataTableHeader<T>({
  table,
  columnClassName,
}: {
  table: TanstackTable<T>
  columnClassName?: string
}) {
  return (
    <TableHeader>
      {table.getHeaderGroups().map((group) => (
        <TableRow key={group.id}>
          {group.headers.map((header) => (
            <TableHead
              key={header.id}
              colSpan={header.colSpan > 1 ? header.colSpan : undefined}
              className={cn(columnClassName, header.column.columnDef.meta?.className)}
            >
              {header.isPlaceholder
                ? null
                : flexRender(header.column.columnDef.header, header.getContext())}
            </TableHead>
          ))}
        </TableRow>
      ))}
    </TableHeader>
  )
}

/**
 * One row of a table, marked `data-state="selected"` when selected, with a focus ring for the
 * keyboard; `props` go on the row (its focus handling, a test id).
 */
export function DataTableRow<T>({
  row,
  columnClassName,
  ...props
}: { row: Row<T>; columnClassName?: string } & ComponentProps<typeof TableRow>) {
  return (
    <TableRow
      {...props}
      data-state={row.getIsSelected() ? 'selected' : undefined}
      className="focus-visible:ring-ring/50 outline-none focus-visible:ring-[3px] focus-visible:ring-inset"
    >
      {row.getVisibleCells().map((cell) => {
        const meta = cell.column.columnDef.meta
        return (
          <TableCell
            key={cell.id}
            className={cn(columnClassName, meta?.className, meta?.cellClassName)}
          >
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </TableCell>
        )
      })}
    </TableRow>
  )
}

/** The 'No results.' row of an empty table, across its `columns`; it can take focus. */
function NoResultsRow({
  columns,
  focusRef,
}: {
  columns: number
  focusRef: Ref<HTMLTableRowElement>
}) {
  const { t } = useT()
  return (
    <TableRow ref={focusRef} tabIndex={-1} className="outline-none">
      <TableCell colSpan={columns} className="text-muted-foreground h-24 text-center">
        {t('noResults')}
      </TableCell>
    </TableRow>
  )
}
