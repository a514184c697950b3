import { formatIDR, type OrderRefund } from '@pasar/shared'
import { cn } from '@/lib/utils.ts'

/** One line per refund state (docs/decisions/0702-late-payment-refunds.md). */
const NOTES: Record<OrderRefund['status'], { text: (amount: string) => string; tone: string }> = {
  DONE: { text: (amount) => `Refunded ${amount}`, tone: 'text-emerald-700' },
  PENDING: { text: (amount) => `Refund of ${amount} in progress`, tone: 'text-amber-800' },
  FAILED: {
    text: (amount) => `Refund of ${amount} failed — our team will settle it`,
    tone: 'text-destructive',
  },
  SETTLED: {
    text: (amount) => `Refund of ${amount} settled by Pasar's team`,
    tone: 'text-emerald-700',
  },
}

/** A payment that came in after the order ended, and what became of giving it back. */
export function RefundNote({ refund }: { refund: OrderRefund | null }) {
  if (!refund) return null
  const note = NOTES[refund.status]
  return (
    <p className={cn('max-w-48 text-xs font-medium', note.tone)} data-testid="order-refund">
      {note.text(formatIDR(refund.amount))}
    </p>
  )
}
