import { formatIDR, type LedgerEntry, type LedgerPage } from '@pasar/shared'
import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table'
import { DownloadIcon } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { DataTable } from '@/components/ui/data-table.tsx'
import { DataTablePagination, serverPagination } from '@/components/ui/data-table-pagination.tsx'
import { useDateFormat } from '@/i18n/format.ts'
import { ApiError } from '@/lib/api-client.ts'
import { toast } from '@/lib/toast.ts'
import { cn } from '@/lib/utils.ts'
import { downloadLedgerCsv } from '../api/get-ledger.ts'
import { Panel } from './panel.tsx'
import { useT, type PayoutsT } from '../i18n/index.ts'

// An entry's kind reads as the catalogue's `ledger.kind.<KIND>`, looked up as it renders.

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }

function signed(amount: number) {
  return amount > 0 ? `+${formatIDR(amount)}` : amount < 0 ? `−${formatIDR(-amount)}` : formatIDR(0)
}

function Source({ slug, entry }: { slug: string; entry: LedgerEntry }) {
  const { t } = useT()
  // A sale or fee names its order as the seller's inbox does, and opens that store order.
  if (entry.storeOrderId !== null) {
    return (
      <Link
        className="text-primary underline underline-offset-4"
        to={`/dashboard/stores/${slug}/orders/${entry.storeOrderId}`}
      >
        {t('ledger.order', { id: entry.orderId ?? entry.storeOrderId })}
      </Link>
    )
  }
  return <span>{t('ledger.withdrawal', { id: entry.payoutId })}</span>
}

function Amount({ amount }: { amount: number }) {
  return (
    <span
      className={cn(
        'font-semibold whitespace-nowrap tabular-nums',
        amount > 0 ? 'text-emerald-700' : 'text-red-700',
      )}
    >
      {signed(amount)}
    </span>
  )
}

const ledgerColumns = (
  t: PayoutsT,
  slug: string,
  dateTime: (date: string) => string,
): ColumnDef<LedgerEntry>[] => [
  {
    id: 'date',
    header: t('ledger.date'),
    cell: ({ row }) => dateTime(row.original.createdAt),
    meta: { cellClassName: 'text-muted-foreground whitespace-nowrap' },
  },
  {
    id: 'entry',
    header: t('ledger.entry'),
    cell: ({ row }) => t(`ledger.kind.${row.original.kind}`),
  },
  {
    id: 'from',
    header: t('ledger.from'),
    cell: ({ row }) => <Source slug={slug} entry={row.original} />,
  },
  {
    id: 'amount',
    header: t('ledger.amount'),
    cell: ({ row }) => <Amount amount={row.original.amount} />,
    meta: { className: 'text-right' },
  },
]

/** Every movement of the store's money, newest first, paged, with a CSV export. */
export function LedgerTable({
  slug,
  page,
  fetching,
  onPage,
}: {
  slug: string
  page: LedgerPage
  fetching: boolean
  onPage: (page: number) => void
}) {
  const { t } = useT()
  const dateTime = useDateFormat(DATE_TIME)
  // A new `t` comes with each language: the headers are worded again.
  const columns = useMemo(() => ledgerColumns(t, slug, dateTime), [t, slug, dateTime])
  // The server pages the ledger: the table holds the page it answered.
  const { pagination, ...paging } = serverPagination(page.pagination, onPage)
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table hands out fresh functions each render by design.
  const table = useReactTable({
    data: page.data,
    columns,
    getRowId: (entry) => String(entry.id),
    getCoreRowModel: getCoreRowModel(),
    ...paging,
    state: { pagination },
  })
  const [exporting, setExporting] = useState(false)
  const exportCsv = async () => {
    setExporting(true)
    try {
      await downloadLedgerCsv(slug)
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t('ledger.exportFailed'))
    } finally {
      setExporting(false)
    }
  }
  const { currentPage, totalPages } = page.pagination
  return (
    <Panel
      title={t('ledger.title')}
      header="flex flex-wrap items-center justify-between gap-2"
      aside={
        <Button
          variant="outline"
          size="sm"
          disabled={exporting || page.pagination.totalItems === 0}
          onClick={() => void exportCsv()}
        >
          <DownloadIcon aria-hidden="true" />
          {exporting ? t('ledger.exporting') : t('ledger.export')}
        </Button>
      }
    >
      {page.data.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('ledger.empty')}</p>
      ) : (
        <>
          {/* Phones: one entry per row, the amount beside what it is. */}
          <ul className="divide-y sm:hidden" aria-label={t('ledger.entries')} aria-busy={fetching}>
            {table.getRowModel().rows.map(({ original: entry }) => (
              <li key={entry.id} className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 py-2.5">
                <span className="font-medium">{t(`ledger.kind.${entry.kind}`)}</span>
                <Amount amount={entry.amount} />
                <span className="text-muted-foreground col-span-2 text-xs">
                  {dateTime(entry.createdAt)} · <Source slug={slug} entry={entry} />
                </span>
              </li>
            ))}
          </ul>
          <div className="hidden sm:block" aria-busy={fetching}>
            <DataTable table={table} />
          </div>
        </>
      )}
      <DataTablePagination
        table={table}
        label={t('ledger.pages')}
        status={t('ledger.page', { current: currentPage, total: totalPages })}
        busy={fetching}
      />
    </Panel>
  )
}
