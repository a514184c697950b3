import type { CartItem } from '@pasar/shared'
import { useMemo } from 'react'
import { dataTable, type RowSelection } from '@/components/ui/data-table.ts'
import { DataTableBody } from '@/components/ui/data-table-body.tsx'
import { DataTableHeader } from '@/components/ui/data-table-header.tsx'
import { Table } from '@/components/ui/table.tsx'
import { useT } from '../i18n/index.ts'
import { canCheckout } from '../lib/cart-problems.ts'
import { cartColumns } from './cart-columns.tsx'

const CELL = 'px-2 sm:px-3'

/** The cart's lines, each row keyed by its product id; `selection` holds those ids as text. */
export function CartTable({
  items,
  selection,
  onSelectionChange,
}: {
  items: CartItem[]
  selection: RowSelection
  onSelectionChange: (next: RowSelection) => void
}) {
  const { t } = useT()
  // A new `t` comes with each language: the headers are worded again.
  const columns = useMemo(() => cartColumns(t), [t])
  const table = dataTable({
    data: items,
    columns,
    rowId: (item) => String(item.productId),
    selection,
    onSelectionChange,
    canSelect: canCheckout,
  })

  return (
    <Table>
      <DataTableHeader table={table} className={CELL} />
      <DataTableBody columns={table.columns} rows={table.rows} cellClassName={CELL} />
    </Table>
  )
}
