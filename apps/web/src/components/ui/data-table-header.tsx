import { cn } from '@/lib/utils.ts'
import { renderHeader, type DataTable } from './data-table.ts'
import { TableHead, TableHeader, TableRow } from './table.tsx'

/** The header row of a `dataTable`: each column's header, with its classes after `className`. */
export function DataTableHeader<T>({
  table,
  className,
}: {
  table: DataTable<T>
  /** Classes for every header cell. */
  className?: string
}) {
  return (
    <TableHeader>
      <TableRow>
        {table.columns.map((column) => (
          <TableHead key={column.id} className={cn(className, column.className)}>
            {renderHeader(column, table)}
          </TableHead>
        ))}
      </TableRow>
    </TableHeader>
  )
}
