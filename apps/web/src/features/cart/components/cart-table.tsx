import type { CartItem } from '@pasar/shared'
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type OnChangeFn,
  type RowSelectionState,
} from '@tanstack/react-table'
import { useMemo } from 'react'
import { DataTableBody } from '@/components/ui/data-table-body.tsx'
import { Table, TableHead, TableHeader, TableRow } from '@/components/ui/table.tsx'
import { cn } from '@/lib/utils.ts'
import { useT } from '../i18n/index.ts'
import { canCheckout } from '../lib/cart-problems.ts'
import { cartColumns, type ColumnMeta } from './cart-columns.tsx'

export function CartTable({
  items,
  selection,
  onSelectionChange,
}: {
  items: CartItem[]
  selection: RowSelectionState
  onSelectionChange: OnChangeFn<RowSelectionState>
}) {
  const { t } = useT()
  // A new `t` comes with each language: the headers are worded again.
  const columns = useMemo(() => cartColumns(t), [t])
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table hands out fresh functions each render by design.
  const table = useReactTable({
    data: items,
    columns,
    getRowId: (item) => String(item.productId),
    state: { rowSelection: selection },
    onRowSelectionChange: onSelectionChange,
    enableRowSelection: (row) => canCheckout(row.original),
    getCoreRowModel: getCoreRowModel(),
  })
  const metaClass = (meta: unknown) => (meta as ColumnMeta | undefined)?.className

  return (
    <Table>
      <TableHeader>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id}>
            {group.headers.map((header) => (
              <TableHead
                key={header.id}
                className={cn('px-2 sm:px-3', metaClass(header.column.columnDef.meta))}
              >
                {header.isPlaceholder
                  ? null
                  : flexRender(header.column.columnDef.header, header.getContext())}
              </TableHead>
            ))}
          </TableRow>
        ))}
      </TableHeader>
      <DataTableBody table={table} cellClassName={(meta) => cn('px-2 sm:px-3', metaClass(meta))} />
    </Table>
  )
}
