import type { Pagination } from '@pasar/shared'
import type { PaginationState, Table, TableOptions, Updater } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { useCommonT } from '@/i18n/common/index.ts'
import { Button } from './button.tsx'

/**
 * TanStack's options for a table that shows one page the server gave (`manualPagination`): the
 * table is on the page the API answered, and turning a page asks `onPage` for that page,
 * numbered from 1 as the API numbers them.
 */
export function serverPagination<T>(
  { currentPage, totalPages }: Pick<Pagination, 'currentPage' | 'totalPages'>,
  onPage: (page: number) => void,
): Pick<TableOptions<T>, 'manualPagination' | 'pageCount' | 'onPaginationChange'> & {
  pagination: PaginationState
} {
  const pagination = { pageIndex: currentPage - 1, pageSize: 1 }
  return {
    manualPagination: true,
    pageCount: totalPages,
    pagination,
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater
      onPage(next.pageIndex + 1)
    },
  }
}

/**
 * Previous/Next under a table of several pages, with where the reader is (`status`, e.g.
 * 'Page 2 of 5'). `busy` (the next page on its way) holds both buttons.
 */
export function DataTablePagination<T>({
  table,
  label,
  status,
  busy = false,
}: {
  table: Table<T>
  label: string
  status: ReactNode
  busy?: boolean
}) {
  if (table.getPageCount() <= 1) return null
  return (
    <nav aria-label={label} className="flex items-center justify-end gap-2">
      <span className="text-muted-foreground mr-auto text-sm">{status}</span>
      <PageButtons table={table} busy={busy} />
    </nav>
  )
}

/** 'Previous' and 'Next', each held while there is no such page or while `busy`. */
export function PageButtons<T>({ table, busy = false }: { table: Table<T>; busy?: boolean }) {
  const { t } = useCommonT()
  const steps = [
    { label: t('previous'), can: table.getCanPreviousPage(), go: () => table.previousPage() },
    { label: t('next'), can: table.getCanNextPage(), go: () => table.nextPage() },
  ]
  return steps.map(({ label, can, go }) => (
    <Button key={label} variant="outline" size="sm" disabled={!can || busy} onClick={go}>
      {label}
    </Button>
  ))
}
