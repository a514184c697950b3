import { formatIDR, type Payout, type PayoutStatus } from '@pasar/shared'
import { Badge } from '@/components/ui/badge.tsx'
import { useDateFormat } from '@/i18n/format.ts'
import { useT } from '../i18n/index.ts'

// Each status's label is the catalogue's `payouts.status.<STATUS>`.
const STATUS_VARIANT: Record<PayoutStatus, 'warning' | 'secondary' | 'success' | 'destructive'> = {
  REQUESTED: 'warning',
  PROCESSING: 'secondary',
  COMPLETED: 'success',
  FAILED: 'destructive',
}

/** The store's latest withdrawals with their status. */
export function PayoutsList({ payouts }: { payouts: Payout[] }) {
  const { t } = useT()
  const dateTime = useDateFormat({ dateStyle: 'medium', timeStyle: 'short' })
  return (
    <section aria-labelledby="payouts-title" className="bg-card grid gap-3 rounded-xl border p-5">
      <h3 id="payouts-title" className="text-lg font-semibold">
        {t('payouts.title')}
      </h3>
      {payouts.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('payouts.empty')}</p>
      ) : (
        <ul className="divide-y">
          {payouts.map((payout) => {
            return (
              <li key={payout.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5">
                <span className="font-semibold tabular-nums">{formatIDR(payout.amount)}</span>
                <Badge variant={STATUS_VARIANT[payout.status]}>
                  {payout.failedBy === 'OPERATOR'
                    ? t('payouts.rejected')
                    : t(`payouts.status.${payout.status}`)}
                </Badge>
                <span className="text-muted-foreground ml-auto text-xs">
                  #{payout.id} · {dateTime(payout.createdAt)}
                </span>
                {payout.failureReason && (
                  <span className="text-destructive w-full text-xs">
                    {payout.failedBy === 'OPERATOR'
                      ? t('payouts.rejectedBecause', { reason: payout.failureReason })
                      : payout.failureReason}
                  </span>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
