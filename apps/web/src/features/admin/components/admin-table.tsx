import type { Pagination } from '@pasar/shared'
import { Search } from 'lucide-react'
import { type FormEvent, type ReactNode, type Ref, useRef, useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Input } from '@/components/ui/input.tsx'
import { Skeleton } from '@/components/ui/skeleton.tsx'
import { useCommonT } from '@/i18n/common/index.ts'
import { useDateFormat } from '@/i18n/format.ts'
import { useFocusKeptInList } from '@/lib/use-focus-kept-in-list.ts'
import { cn } from '@/lib/utils.ts'
import { useT } from '../i18n/index.ts'

export interface Column<T> {
  header: string
  cell: (row: T) => ReactNode
  className?: string
}

export interface AdminTableProps<T> {
  label: string
  columns: Column<T>[]
  rows: T[] | undefined
  rowKey: (row: T) => string | number
  empty: string
  pagination?: Pagination
  page?: number
  onPage?: (page: number) => void
  busy?: boolean
}

/**
 * The console's lists: a table from 768 px up, a stack of cards below it (each cell labelled by
 * its column), with an empty state and Previous/Next paging.
 */
export function AdminTable<T>({
  label,
  columns,
  rows,
  rowKey,
  empty,
  pagination,
  page,
  onPage,
  busy,
}: AdminTableProps<T>) {
  const { t } = useT()
  const { t: tCommon } = useCommonT()
  // A row handled from a queue (a refund settled, a payout approved) leaves it: focus goes to
  // the next row, or to the empty state (docs/product.md#cart-and-checkout).
  const notice = useRef<HTMLParagraphElement>(null)
  const keepFocus = useFocusKeptInList(rows?.map(rowKey), notice)
  if (!rows) {
    return (
      <div className="grid gap-2" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    )
  }
  return (
    <div className="grid gap-3">
      {rows.length === 0 ? (
        <Notice focusRef={notice}>{empty}</Notice>
      ) : (
        <table aria-label={label} className="w-full text-sm max-md:block">
          <thead className="max-md:sr-only">
            <tr className="border-b text-left">
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={cn('text-muted-foreground px-3 py-2 font-medium', column.className)}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-md:grid max-md:gap-3">
            {rows.map((row) => (
              <tr
                key={rowKey(row)}
                {...keepFocus.row(rowKey(row))}
                className="focus-visible:ring-ring/50 border-b align-top outline-none focus-visible:ring-[3px] focus-visible:ring-inset max-md:grid max-md:gap-2 max-md:rounded-lg max-md:border max-md:p-4 max-md:shadow-xs"
              >
                {columns.map((column) => (
                  <td
                    key={column.header}
                    data-label={column.header}
                    className={cn(
                      'px-3 py-3 max-md:grid max-md:grid-cols-[7rem_1fr] max-md:gap-2 max-md:p-0',
                      'max-md:before:text-muted-foreground max-md:before:text-xs max-md:before:font-medium max-md:before:content-[attr(data-label)]',
                      column.className,
                    )}
                  >
                    <div className="min-w-0">{column.cell(row)}</div>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pagination && page !== undefined && onPage && pagination.totalPages > 1 && (
        <nav
          aria-label={t('table.pages', { label })}
          className="flex items-center justify-end gap-2"
        >
          <span className="text-muted-foreground mr-auto text-sm">
            {t('table.page', { current: pagination.currentPage, total: pagination.totalPages })}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1 || busy}
            onClick={() => onPage(page - 1)}
          >
            {tCommon('previous')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!pagination.hasNextPage || busy}
            onClick={() => onPage(page + 1)}
          >
            {tCommon('next')}
          </Button>
        </nav>
      )}
    </div>
  )
}

/** A list's empty state, in place of its table; it takes focus from the last row that left. */
function Notice({
  children,
  focusRef,
}: {
  children: ReactNode
  focusRef: Ref<HTMLParagraphElement>
}) {
  return (
    <p
      ref={focusRef}
      tabIndex={-1}
      className="text-muted-foreground rounded-lg border border-dashed p-8 text-center text-sm outline-none"
    >
      {children}
    </p>
  )
}

/** A cell's two lines: the thing itself (the caller's element) and a small muted detail under it. */
export function CellLines({
  children,
  detail,
  detailClassName,
}: {
  children: ReactNode
  detail: ReactNode
  detailClassName?: string
}) {
  return (
    <div className="grid">
      {children}
      <span className={cn('text-muted-foreground text-xs', detailClassName)}>{detail}</span>
    </div>
  )
}

/** The search box above a list: submits on Enter or the button. */
export function SearchBox({
  label,
  placeholder,
  onSearch,
}: {
  label: string
  placeholder: string
  onSearch: (q: string) => void
}) {
  const { t: tCommon } = useCommonT()
  const [text, setText] = useState('')
  function submit(event: FormEvent) {
    event.preventDefault()
    onSearch(text.trim())
  }
  return (
    <form role="search" onSubmit={submit} className="flex gap-2">
      <Input
        aria-label={label}
        placeholder={placeholder}
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
        className="max-w-md"
      />
      <Button type="submit" variant="outline">
        <Search aria-hidden="true" /> {tCommon('search')}
      </Button>
    </form>
  )
}

const WHEN: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
}

/** The console's dates and times ('3 Mar 2025, 14:05'), in the language shown. */
export function useWhen() {
  return useDateFormat(WHEN)
}
