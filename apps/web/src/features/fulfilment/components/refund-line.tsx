import { formatIDR, type StoreOrder } from '@pasar/shared'
import { cn } from '@/lib/utils.ts'

type Refund = NonNullable<StoreOrder['refund']>

const STATES: Record<Refund['status'], { word: string; tone: string }> = {
  DONE: { word: 'Done', tone: 'text-emerald-700' },
  PENDING: { word: 'Pending', tone: 'text-amber-800' },
  FAILED: { word: 'Failed', tone: 'text-destructive' },
  // Refused by the provider, paid back by Pasar's team (docs/decisions/0993).
  SETTLED: { word: 'Settled by Pasar', tone: 'text-emerald-700' },
}

/** 'Refund Rp 150.000 · Done': a canceled store order's money back and where it stands. */
export function RefundLine({ refund, className }: { refund: Refund | null; className?: string }) {
  if (!refund) return null
  const state = STATES[refund.status]
  return (
    <p
      className={cn('text-sm font-medium', state.tone, className)}
      data-testid="store-order-refund"
    >
      Refund {formatIDR(refund.amount)} · {state.word}
    </p>
  )
}
