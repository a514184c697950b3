import type { Pagination } from '@pasar/shared'
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type CellContext,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table'
import { Search } from 'lucide-react'
import { type ReactNode, type Ref, useId, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button.tsx'
import { DataTablePagination, serverPagination } from '@/components/ui/data-table-pagination.tsx'
import { Input } from '@/components/ui/input.tsx'
import { SkeletonList } from '@/components/ui/skeleton-list.tsx'
import { useCommonT } from '@/i18n/common/index.ts'
import { useDateFormat } from '@/i18n/format.ts'
import { translateMessage } from '@/i18n/messages.ts'
import { lazyResolver } from '@/lib/lazy-resolver.ts'
import { useFocusKeptInList } from '@/lib/use-focus-kept-in-list.ts'
import { cn } from '@/lib/utils.ts'
import { useT } from '../i18n/index.ts'

declare module '@tanstack/react-table' {
  // The parameters must be TanStack's own for the declarations to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The console's cell of a row (`Column.cell`), drawn by `ConsoleCell`. */
    drawCell?: (row: TData) => ReactNode
  }
}

/** A console list's column: a phone shows its `header` beside each cell. */
export interface Column<T> {
  header: string
  cell: (row: T) => ReactNode
  className?: string
}

/**
 * `flexRender` mounts a cell function as a component. The sections write their columns inline,
 * new on every render; their cells all go through this one function, so a cell (and a button in
 * it with focus, or a dialog's trigger to give focus back to) stays mounted from render to render.
 */
function ConsoleCell<T>({ row, column }: CellContext<T, unknown>) {
  return column.columnDef.meta?.drawCell?.(row.original)
}

const toColumnDef = <T,>(column: Column<T>): ColumnDef<T> => ({
  id: column.header,
  header: column.header,
  cell: ConsoleCell,
  meta: { className: column.className, drawCell: column.cell },
})

export interface AdminTableProps<T> {
  label: string
  columns: Column<T>[]
  rows: T[] | undefined
  rowKey: (row: T) => string | number
  empty: string
  pagination?: Pagination
  onPage?: (page: number) => void
  busy?: boolean
}

const ONE_PAGE = { currentPage: 1, totalPages: 1 }
const NONE: never[] = []

/**
 * The console's lists: a table from 768 px up, a stack of cards below it (each cell labelled by
 * its column), with an empty state and Previous/Next paging. The server pages them: the table
 * holds the page it answered (`manualPagination`).
 */
export function AdminTable<T>({
  label,
  columns,
  rows,
  rowKey,
  empty,
  pagination,
  onPage = () => {},
  busy,
}: AdminTableProps<T>) {
  const { t } = useT()
  const { pagination: pageState, ...paging } = serverPagination(pagination ?? ONE_PAGE, onPage)
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table hands out fresh functions each render by design.
  const table = useReactTable({
    data: rows ?? NONE,
    columns: columns.map(toColumnDef),
    getRowId: (row) => String(rowKey(row)),
    getCoreRowModel: getCoreRowModel(),
    ...paging,
    state: { pagination: pageState },
  })
  const shown = table.getRowModel().rows
  // A row handled from a queue (a refund settled, a payout approved) leaves it: focus goes to
  // the next row, or to the empty state (docs/product.md#cart-and-checkout).
  const notice = useRef<HTMLParagraphElement>(null)
  const keepFocus = useFocusKeptInList(rows && shown.map((row) => row.id), notice)
  if (!rows) {
    return <SkeletonList count={4} rowClassName="h-14 w-full" />
  }
  return (
    <div className="grid gap-3">
      {shown.length === 0 ? (
        <Notice focusRef={notice}>{empty}</Notice>
      ) : (
        <table aria-label={label} className="w-full text-sm max-md:block">
          <thead className="max-md:sr-only">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className="border-b text-left">
                {group.headers.map((header) => (
                  <th
                    key={header.id}
                    scope="col"
                    className={cn(
                      'text-muted-foreground px-3 py-2 font-medium',
                      header.column.columnDef.meta?.className,
                    )}
                  >
                    {header.isPlaceholder
                      ? null
                      : flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody className="max-md:grid max-md:gap-3">
            {shown.map((row) => (
              <tr
                key={row.id}
                {...keepFocus.row(row.id)}
                className="focus-visible:ring-ring/50 border-b align-top outline-none focus-visible:ring-[3px] focus-visible:ring-inset max-md:grid max-md:gap-2 max-md:rounded-lg max-md:border max-md:p-4 max-md:shadow-xs"
              >
                {row.getVisibleCells().map((cell) => (
                  <td
                    key={cell.id}
                    data-label={cell.column.id}
                    className={cn(
                      'px-3 py-3 max-md:grid max-md:grid-cols-[7rem_1fr] max-md:gap-2 max-md:p-0',
                      'max-md:before:text-muted-foreground max-md:before:text-xs max-md:before:font-medium max-md:before:content-[attr(data-label)]',
                      cell.column.columnDef.meta?.className,
                    )}
                  >
                    <div className="min-w-0">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </div>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pagination && (
        <DataTablePagination
          table={table}
          label={t('table.pages', { label })}
          status={t('table.page', {
            current: pagination.currentPage,
            total: pagination.totalPages,
          })}
          busy={busy}
        />
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

/** A person in a cell: the name, and the email under it. */
export function PersonCell({ person }: { person: { name: string; email: string } }) {
  return (
    <CellLines detail={person.email} detailClassName="truncate">
      <span>{person.name}</span>
    </CellLines>
  )
}

// The lists' search rule (adminSearchQuery's q), loaded with the box's first check
// (docs/decisions/0985).
const validateSearch = lazyResolver(() =>
  import('@pasar/shared/schemas/admin').then((m) => m.adminSearchQuery.pick({ q: true })),
)

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
  const form = useForm<{ q?: string }>({ resolver: validateSearch, defaultValues: { q: '' } })
  const error = form.formState.errors.q?.message
  const messageId = useId()
  return (
    <form
      role="search"
      onFocus={validateSearch.loadAhead}
      onSubmit={form.handleSubmit(({ q }) => onSearch(q ?? ''))}
      noValidate
      className="grid gap-2"
    >
      <div className="flex gap-2">
        <Input
          aria-label={label}
          placeholder={placeholder}
          maxLength={100}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? messageId : undefined}
          className="max-w-md"
          {...form.register('q')}
        />
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" /> {tCommon('search')}
        </Button>
      </div>
      {error && (
        <p id={messageId} role="alert" className="text-destructive text-sm">
          {translateMessage(error)}
        </p>
      )}
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
