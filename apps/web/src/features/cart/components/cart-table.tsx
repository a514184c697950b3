import type { CartItem } from '@pasar/shared'
import {
  getCoreRowModel,
  useReactTable,
  type OnChangeFn,
  type Row,
  type RowSelectionState,
} from '@tanstack/react-table'
import { ShoppingCartIcon, StoreIcon } from 'lucide-react'
import { useMemo, useRef } from 'react'
import { Link } from 'react-router'
import { Checkbox } from '@/components/ui/checkbox.tsx'
import { DataTableHeader, DataTableRow } from '@/components/ui/data-table.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { Table, TableBody, TableCell, TableRow } from '@/components/ui/table.tsx'
import { useFocusKeptInList } from '@/lib/use-focus-kept-in-list.ts'
import { cn } from '@/lib/utils.ts'
import type { CartRemoval } from '../hooks/use-remove-with-undo.tsx'
import { useT } from '../i18n/index.ts'
import { groupByStore, type StoreGroup } from '../lib/cart-groups.ts'
import { canCheckout } from '../lib/cart-problems.ts'
import { cartColumns } from './cart-columns.tsx'

const COLUMN = 'px-2 sm:px-3'

/**
 * The cart's lines under their stores, each row keyed by its line id; `selection` holds those
 * ids as text. Each store has its own 'select all'; the header's selects every line. With no line
 * left: 'Your cart is empty' and a way back to shopping, which takes focus when the last line
 * went with it (docs/product.md#cart-and-checkout).
 */
export function CartTable({
  items,
  selection,
  onSelectionChange,
  removal,
}: {
  items: CartItem[]
  selection: RowSelectionState
  onSelectionChange: OnChangeFn<RowSelectionState>
  removal: CartRemoval
}) {
  const { t } = useT()
  // A new `t` comes with each language: the headers are worded again.
  const columns = useMemo(() => cartColumns(t, removal), [t, removal])
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table hands out fresh functions each render by design.
  const table = useReactTable({
    data: items,
    columns,
    getRowId: (item) => String(item.id),
    state: { rowSelection: selection },
    onRowSelectionChange: onSelectionChange,
    enableRowSelection: (row) => canCheckout(row.original),
    getCoreRowModel: getCoreRowModel(),
  })
  const rows = table.getRowModel().rows
  const groups = groupByStore(rows, (row) => row.original)
  const empty = useRef<HTMLHeadingElement>(null)
  const keepFocus = useFocusKeptInList(
    groups.flatMap((group) => group.lines.map((row) => row.id)),
    empty,
  )

  if (rows.length === 0) {
    return (
      <EmptyState
        className="rounded-lg border"
        titleRef={empty}
        icon={<ShoppingCartIcon className="size-6" aria-hidden="true" />}
        title={t('empty.title')}
        description={t('empty.description')}
        action={{ to: '/products', label: t('empty.shop') }}
      />
    )
  }

  const span = table.getVisibleLeafColumns().length
  return (
    <Table>
      <DataTableHeader table={table} columnClassName={COLUMN} />
      {groups.map((group) => (
        <TableBody key={group.storeId} className="border-b last:border-0">
          <StoreRow
            group={group}
            span={span}
            onSelect={(lines, value) =>
              table.setRowSelection((before) => {
                const next = { ...before }
                for (const row of lines) {
                  if (value) next[row.id] = true
                  else delete next[row.id]
                }
                return next
              })
            }
          />
          {group.lines.map((row) => (
            <DataTableRow
              key={row.id}
              row={row}
              columnClassName={COLUMN}
              {...keepFocus.row(row.id)}
            />
          ))}
        </TableBody>
      ))}
    </Table>
  )
}

/** A store's heading row: its 'select all' and its name, linking to the store's page. */
function StoreRow({
  group,
  span,
  onSelect,
}: {
  group: StoreGroup<Row<CartItem>>
  span: number
  onSelect: (lines: Row<CartItem>[], value: boolean) => void
}) {
  const { t } = useT()
  const selectable = group.lines.filter((row) => row.getCanSelect())
  const chosen = selectable.filter((row) => row.getIsSelected()).length
  const checked =
    selectable.length > 0 && chosen === selectable.length
      ? true
      : chosen > 0
        ? 'indeterminate'
        : false
  return (
    <TableRow className="bg-muted/30 hover:bg-muted/30">
      <TableCell className={cn(COLUMN, 'w-8 sm:w-10')}>
        <Checkbox
          aria-label={t('column.selectStore', { store: group.store.name })}
          checked={checked}
          disabled={selectable.length === 0}
          onCheckedChange={(value) => onSelect(selectable, value === true)}
        />
      </TableCell>
      <th scope="rowgroup" colSpan={span - 1} className={cn(COLUMN, 'py-2.5 text-left')}>
        <Link
          to={`/stores/${group.store.slug}`}
          className="inline-flex items-center gap-1.5 font-semibold hover:underline"
        >
          <StoreIcon className="text-muted-foreground size-4" aria-hidden="true" />
          {group.store.name}
        </Link>
      </th>
    </TableRow>
  )
}
