import type { Ref } from 'react'
import { useT } from './i18n/index.ts'
import { TableCell, TableRow } from './table.tsx'

// Apart from data-table-body.tsx, so that a table drawn by hand (the buyer's orders) loads only
// this row (docs/decisions/0986-new-item-forms-load-on-press.md).

/** The 'No results.' row of an empty table, across its `columns`. */
export function NoResultsRow({
  columns,
  focusRef,
}: {
  columns: number
  /** Given, the row can take focus (from the last row that left). */
  focusRef?: Ref<HTMLTableRowElement>
}) {
  const { t } = useT()
  return (
    <TableRow ref={focusRef} tabIndex={focusRef ? -1 : undefined} className="outline-none">
      <TableCell colSpan={columns} className="text-muted-foreground h-24 text-center">
        {t('noResults')}
      </TableCell>
    </TableRow>
  )
}
