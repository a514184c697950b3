import type { CartItem } from '@pasar/shared'
import {
  getCoreRowModel,
  useReactTable,
  type OnChangeFn,
  type RowSelectionState,
} from '@tanstack/react-table'
import { useMemo } from 'react'
import { DataTable } from '@/components/ui/data-table.tsx'
import { useT } from '../i18n/index.ts'
import { canCheckout } from '../lib/cart-problems.ts'
import { cartColumns } from './cart-columns.tsx'

/** The cart's lines, each row keyed by its product id; `selection` holds those ids as text. */
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

  return <DataTable table={table} columnClassName="px-2 sm:px-3" />
}
