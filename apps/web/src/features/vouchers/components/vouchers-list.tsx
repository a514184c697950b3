import { formatIDR, type Voucher, type VoucherPage } from '@pasar/shared'
import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table'
import { useMemo } from 'react'
import { DataTable } from '@/components/ui/data-table.tsx'
import { DataTablePagination, serverPagination } from '@/components/ui/data-table-pagination.tsx'
import { useT, type VouchersT } from '../i18n/index.ts'
import { voucherStatus } from '../lib/voucher-text.ts'
import { EndVoucherButton } from './end-voucher-button.tsx'
import {
  VoucherDiscount,
  VoucherPeriod,
  VoucherStatusBadge,
  VoucherUses,
} from './voucher-facts.tsx'

function minSpend(voucher: Voucher) {
  return voucher.minSpend > 0 ? formatIDR(voucher.minSpend) : '—'
}

/** 'End now' while the voucher may still be used; nothing once it has ended. */
function Action({ slug, voucher, now }: { slug: string; voucher: Voucher; now: number }) {
  return voucherStatus(voucher, now) === 'ENDED' ? null : (
    <EndVoucherButton slug={slug} voucher={voucher} />
  )
}

const columns = (t: VouchersT, slug: string, now: number): ColumnDef<Voucher>[] => [
  {
    id: 'code',
    header: t('column.code'),
    cell: ({ row }) => <span className="font-mono font-semibold">{row.original.code}</span>,
  },
  {
    id: 'discount',
    header: t('column.discount'),
    cell: ({ row }) => <VoucherDiscount voucher={row.original} />,
  },
  {
    id: 'minSpend',
    header: t('column.minSpend'),
    cell: ({ row }) => minSpend(row.original),
    meta: { cellClassName: 'whitespace-nowrap tabular-nums' },
  },
  {
    id: 'period',
    header: t('column.period'),
    cell: ({ row }) => <VoucherPeriod voucher={row.original} />,
    meta: { cellClassName: 'text-muted-foreground text-xs' },
  },
  {
    id: 'uses',
    header: t('column.uses'),
    cell: ({ row }) => <VoucherUses voucher={row.original} />,
    meta: { cellClassName: 'whitespace-nowrap' },
  },
  {
    id: 'status',
    header: t('column.status'),
    cell: ({ row }) => <VoucherStatusBadge voucher={row.original} now={now} />,
  },
  {
    id: 'action',
    header: t('column.action'),
    cell: ({ row }) => <Action slug={slug} voucher={row.original} now={now} />,
    meta: { className: 'text-right' },
  },
]

/**
 * A store's vouchers, newest first, paged by the server: a table from 1024 px up, a card per
 * voucher below it (a phone, or a tablet beside the dashboard's menu, where seven columns would
 * not fit), each with its code, discount, minimum spend, period, uses and status.
 */
export function VouchersList({
  slug,
  page,
  now,
  fetching,
  onPage,
}: {
  slug: string
  page: VoucherPage
  /** When the page was answered: the statuses are read as of then. */
  now: number
  fetching: boolean
  onPage: (page: number) => void
}) {
  const { t } = useT()
  const tableColumns = useMemo(() => columns(t, slug, now), [t, slug, now])
  const { pagination, ...paging } = serverPagination(page.pagination, onPage)
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table hands out fresh functions each render by design.
  const table = useReactTable({
    data: page.data,
    columns: tableColumns,
    getRowId: (voucher) => String(voucher.id),
    getCoreRowModel: getCoreRowModel(),
    ...paging,
    state: { pagination },
  })
  const { currentPage, totalPages } = page.pagination
  return (
    <div className="grid gap-3">
      {/* Below 1024 px: a card per voucher, its figures labelled. */}
      <ul className="grid gap-3 lg:hidden" aria-label={t('list')} aria-busy={fetching}>
        {page.data.map((voucher) => (
          <li key={voucher.id}>
            <article
              aria-labelledby={`voucher-${voucher.id}-code`}
              className="bg-card grid gap-3 rounded-xl border p-4 shadow-xs"
            >
              <div className="flex items-start justify-between gap-2">
                <div className="grid min-w-0 gap-0.5">
                  <h3
                    id={`voucher-${voucher.id}-code`}
                    className="font-mono font-semibold break-all"
                  >
                    {voucher.code}
                  </h3>
                  <p className="text-primary font-medium">
                    <VoucherDiscount voucher={voucher} />
                  </p>
                </div>
                <VoucherStatusBadge voucher={voucher} now={now} />
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted-foreground">{t('column.minSpend')}</dt>
                <dd className="tabular-nums">{minSpend(voucher)}</dd>
                <dt className="text-muted-foreground">{t('column.uses')}</dt>
                <dd>
                  <VoucherUses voucher={voucher} />
                </dd>
                <dt className="text-muted-foreground">{t('column.period')}</dt>
                <dd>
                  <VoucherPeriod voucher={voucher} />
                </dd>
              </dl>
              {voucherStatus(voucher, now) !== 'ENDED' && (
                <EndVoucherButton slug={slug} voucher={voucher} className="justify-self-end" />
              )}
            </article>
          </li>
        ))}
      </ul>
      <div className="hidden lg:block" aria-busy={fetching}>
        <DataTable table={table} />
      </div>
      <DataTablePagination
        table={table}
        label={t('pages')}
        status={t('page', { current: currentPage, total: totalPages })}
        busy={fetching}
      />
    </div>
  )
}
