import { formatIDR, type LedgerEntry, type LedgerPage } from '@pasar/shared'
import { DownloadIcon } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { useDateFormat } from '@/i18n/format.ts'
import { useCommonT } from '@/i18n/common/index.ts'
import { ApiError } from '@/lib/api-client.ts'
import { toast } from '@/lib/toast.ts'
import { cn } from '@/lib/utils.ts'
import { downloadLedgerCsv } from '../api/get-ledger.ts'
import { useT } from '../i18n/index.ts'

// An entry's kind reads as the catalogue's `ledger.kind.<KIND>`, looked up as it renders.

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }

function signed(amount: number) {
  return amount > 0 ? `+${formatIDR(amount)}` : amount < 0 ? `−${formatIDR(-amount)}` : formatIDR(0)
}

function Source({ slug, entry }: { slug: string; entry: LedgerEntry }) {
  const { t } = useT()
  if (entry.storeOrderId !== null) {
    return (
      <Link
        className="text-primary underline underline-offset-4"
        to={`/dashboard/stores/${slug}/orders?status=completed`}
      >
        {t('ledger.storeOrder', { id: entry.storeOrderId })}
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
  const { t: tCommon } = useCommonT()
  const dateTime = useDateFormat(DATE_TIME)
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
  const { currentPage, totalPages, hasNextPage } = page.pagination
  return (
    <section aria-labelledby="ledger-title" className="bg-card grid gap-3 rounded-xl border p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="ledger-title" className="text-lg font-semibold">
          {t('ledger.title')}
        </h3>
        <Button
          variant="outline"
          size="sm"
          disabled={exporting || page.pagination.totalItems === 0}
          onClick={() => void exportCsv()}
        >
          <DownloadIcon aria-hidden="true" />
          {exporting ? t('ledger.exporting') : t('ledger.export')}
        </Button>
      </div>
      {page.data.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('ledger.empty')}</p>
      ) : (
        <>
          {/* Phones: one entry per row, the amount beside what it is. */}
          <ul className="divide-y sm:hidden" aria-label={t('ledger.entries')} aria-busy={fetching}>
            {page.data.map((entry) => (
              <li key={entry.id} className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 py-2.5">
                <span className="font-medium">{t(`ledger.kind.${entry.kind}`)}</span>
                <Amount amount={entry.amount} />
                <span className="text-muted-foreground col-span-2 text-xs">
                  {dateTime(entry.createdAt)} · <Source slug={slug} entry={entry} />
                </span>
              </li>
            ))}
          </ul>
          <table className="hidden w-full text-sm sm:table" aria-busy={fetching}>
            <thead>
              <tr className="text-muted-foreground border-b text-left">
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('ledger.date')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('ledger.entry')}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {t('ledger.from')}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t('ledger.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {page.data.map((entry) => (
                <tr key={entry.id} className="border-b last:border-0">
                  <td className="text-muted-foreground py-2 pr-3 whitespace-nowrap">
                    {dateTime(entry.createdAt)}
                  </td>
                  <td className="py-2 pr-3">{t(`ledger.kind.${entry.kind}`)}</td>
                  <td className="py-2 pr-3">
                    <Source slug={slug} entry={entry} />
                  </td>
                  <td className="py-2 text-right">
                    <Amount amount={entry.amount} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {totalPages > 1 && (
        <nav aria-label={t('ledger.pages')} className="flex items-center justify-end gap-2">
          <span className="text-muted-foreground mr-auto text-sm">
            {t('ledger.page', { current: currentPage, total: totalPages })}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={currentPage <= 1 || fetching}
            onClick={() => onPage(currentPage - 1)}
          >
            {tCommon('previous')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!hasNextPage || fetching}
            onClick={() => onPage(currentPage + 1)}
          >
            {tCommon('next')}
          </Button>
        </nav>
      )}
    </section>
  )
}
