import { formatIDR, type StoreOrder } from '@pasar/shared'
import { cn } from '@/lib/utils.ts'
import { useT } from '../i18n/index.ts'

type Refund = NonNullable<StoreOrder['refund']>

/** Each state's tone; its words are `refund.<status>` in the catalogue. */
const TONES: Record<Refund['status'], string> = {
  DONE: 'text-emerald-700',
  PENDING: 'text-amber-800',
  FAILED: 'text-destructive',
  // Refused by the provider, paid back by Pasar's team (docs/decisions/0993).
  SETTLED: 'text-emerald-700',
}

/** 'Refund Rp 150.000 · Done': a canceled store order's money back and where it stands. */
export function RefundLine({ refund, className }: { refund: Refund | null; className?: string }) {
  const { t } = useT()
  if (!refund) return null
  return (
    <p
      className={cn('text-sm font-medium', TONES[refund.status], className)}
      data-testid="store-order-refund"
    >
      {t(`refund.${refund.status}`, { amount: formatIDR(refund.amount) })}
    </p>
  )
}
