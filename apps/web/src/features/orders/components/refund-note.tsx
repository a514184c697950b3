import { formatIDR, type OrderRefund } from '@pasar/shared'
import { cn } from '@/lib/utils.ts'
import { useT } from '../i18n/index.ts'

/**
 * One line per refund state (docs/decisions/0702-late-payment-refunds.md): its tone here, its
 * words `refund.<status>` in the catalogue.
 */
const TONES: Record<OrderRefund['status'], string> = {
  DONE: 'text-emerald-700',
  PENDING: 'text-amber-800',
  FAILED: 'text-destructive',
  SETTLED: 'text-emerald-700',
}

/** A payment that came in after the order ended, and what became of giving it back. */
export function RefundNote({ refund }: { refund: OrderRefund | null }) {
  const { t } = useT()
  if (!refund) return null
  return (
    <p
      className={cn('max-w-48 text-xs font-medium', TONES[refund.status])}
      data-testid="order-refund"
    >
      {t(`refund.${refund.status}`, { amount: formatIDR(refund.amount) })}
    </p>
  )
}
