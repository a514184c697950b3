import type { PublicVoucher } from '@pasar/shared'
import { Copy, TicketPercent } from 'lucide-react'
import { useShortDateFormat } from '@/i18n/format.ts'
import { toast } from '@/lib/toast.ts'
import { cn } from '@/lib/utils.ts'
import { useActiveVouchers } from '../api/active-vouchers.ts'
import { useT } from '../i18n/index.ts'
import { discountText, minSpendText } from '../lib/voucher-text.ts'

/**
 * 'Voucher toko' on the store page and the product page (docs/decisions/1016-vouchers.md): the
 * store's active vouchers as ticket-like chips, each with its discount, minimum spend, end date
 * and code, and 'Copy' for the code. They are asked for once `ready` (the page's own content is
 * in), so they never hold up its first paint; nothing is drawn while they come, when they could
 * not be loaded, or when the store has none.
 */
export function StoreVoucherChips({
  slug,
  store,
  ready = true,
  className,
}: {
  slug: string
  /** The store's name, for the list's label ('Vouchers of Batik Sari'). */
  store: string
  ready?: boolean
  className?: string
}) {
  const { t } = useT()
  const vouchers = useActiveVouchers(slug, ready)
  if (!vouchers.data || vouchers.data.length === 0) return null
  const headingId = `store-vouchers-${slug}`
  return (
    <section aria-labelledby={headingId} className={cn('grid min-w-0 gap-2', className)}>
      <h2 id={headingId} className="flex items-center gap-1.5 text-sm font-semibold">
        <TicketPercent className="text-primary size-4" aria-hidden="true" />
        {t('chips.title')}
      </h2>
      {/* A row that scrolls sideways on a phone; the page itself never does. */}
      <ul
        aria-label={t('chips.list', { store })}
        className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pb-1"
      >
        {vouchers.data.map((voucher) => (
          <li key={voucher.id} className="shrink-0 snap-start">
            <VoucherChip voucher={voucher} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** One voucher as a ticket: its terms on the left, the code and 'Copy' on the stub. */
function VoucherChip({ voucher }: { voucher: PublicVoucher }) {
  const { t } = useT()
  const date = useShortDateFormat()
  const copy = () => {
    const done = () => toast.success(t('chips.copied', { code: voucher.code }))
    const failed = () => toast.error(t('chips.copyFailed', { code: voucher.code }))
    if (!navigator.clipboard) return failed()
    navigator.clipboard.writeText(voucher.code).then(done, failed)
  }
  return (
    <div
      className="border-primary/40 bg-primary/5 relative flex max-w-[18rem] min-w-[14rem] items-stretch rounded-lg border border-dashed text-sm"
      data-testid={`voucher-chip-${voucher.code}`}
    >
      <div className="grid min-w-0 flex-1 content-center gap-0.5 px-3 py-2">
        <p className="text-primary font-semibold">{discountText(t, voucher)}</p>
        <p className="text-muted-foreground text-xs">{minSpendText(t, voucher.minSpend)}</p>
        <p className="text-muted-foreground text-xs">
          {t('chips.ends', { date: date(voucher.endsAt) })}
        </p>
      </div>
      {/* The stub, torn off along the dashed line. */}
      <div className="border-primary/40 grid shrink-0 content-center justify-items-center gap-1 border-l border-dashed px-2.5 py-2">
        <span className="font-mono text-xs font-semibold">
          <span className="sr-only">{t('chips.codeLabel')} </span>
          {voucher.code}
        </span>
        <button
          type="button"
          onClick={copy}
          aria-label={t('chips.copyCode', { code: voucher.code })}
          className="text-primary focus-visible:ring-ring/50 inline-flex items-center gap-1 rounded-sm text-xs font-medium outline-none hover:underline focus-visible:ring-[3px]"
        >
          <Copy className="size-3" aria-hidden="true" />
          {t('chips.copy')}
        </button>
      </div>
    </div>
  )
}
