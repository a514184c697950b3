import type { ReactNode } from 'react'

// Our own column model for the cart's and the seller's products tables, in place of TanStack
// Table (docs/decisions/0947-tables-without-tanstack-table.md).

/** A column: its header, how a row's cell is drawn, and the classes of its header and cells. */
export interface DataColumn<T> {
  id: string
  /** Text, or drawn from the table (e.g. a select-all checkbox). */
  header: ReactNode | ((table: DataTable<T>) => ReactNode)
  /** Called while the table draws: state of a cell's own lives in a component it returns. */
  cell: (row: DataRow<T>) => ReactNode
  className?: string
}

export interface DataRow<T> {
  id: string
  item: T
  selected: boolean
  canSelect: boolean
  toggleSelected: (value: boolean) => void
}

export interface DataTable<T> {
  columns: readonly DataColumn<T>[]
  rows: readonly DataRow<T>[]
  /** At least one row is selected, and every row that can be is. */
  allSelected: boolean
  /** At least one row is selected. */
  someSelected: boolean
  /** Selects every row that can be, or none. */
  toggleAllSelected: (value: boolean) => void
}

/** The ids of the selected rows. */
export type RowSelection = ReadonlySet<string>

const NONE: RowSelection = new Set()

/**
 * The table's rows, and their selection when the table has one (`selection` and
 * `onSelectionChange`, as the caller keeps it). A row's id is its index unless `rowId` says.
 */
export function dataTable<T>({
  data,
  columns,
  rowId = (_item, index) => String(index),
  selection = NONE,
  onSelectionChange,
  canSelect = () => true,
}: {
  data: readonly T[]
  columns: readonly DataColumn<T>[]
  rowId?: (item: T, index: number) => string
  selection?: RowSelection
  onSelectionChange?: (next: RowSelection) => void
  canSelect?: (item: T) => boolean
}): DataTable<T> {
  const change = (update: (next: Set<string>) => void) => {
    const next = new Set(selection)
    update(next)
    onSelectionChange?.(next)
  }
  const rows = data.map((item, index): DataRow<T> => {
    const id = rowId(item, index)
    const selectable = canSelect(item)
    return {
      id,
      item,
      selected: selection.has(id),
      canSelect: selectable,
      toggleSelected: (value) =>
        change((next) => (value && selectable ? next.add(id) : next.delete(id))),
    }
  })
  const selectedCount = rows.filter((row) => row.selected).length
  return {
    columns,
    rows,
    allSelected: selectedCount > 0 && rows.every((row) => row.selected || !row.canSelect),
    someSelected: selectedCount > 0,
    toggleAllSelected: (value) =>
      change((next) => {
        for (const row of rows) {
          if (!value) next.delete(row.id)
          else if (row.canSelect) next.add(row.id)
        }
      }),
  }
}

/** A header's content: its text, or what it draws from the table. */
export function renderHeader<T>(column: DataColumn<T>, table: DataTable<T>): ReactNode {
  return typeof column.header === 'function' ? column.header(table) : column.header
}
