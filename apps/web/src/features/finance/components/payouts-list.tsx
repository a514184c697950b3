import { formatIDR, type Payout, type PayoutStatus } from '@pasar/shared'
import { Badge } from '@/components/ui/badge.tsx'

const STATUS: Record<
  PayoutStatus,
  { label: string; variant: 'warning' | 'secondary' | 'success' | 'destructive' }
> = {
  REQUESTED: { label: 'Waiting for approval', variant: 'warning' },
  PROCESSING: { label: 'Sending', variant: 'secondary' },
  COMPLETED: { label: 'Completed', variant: 'success' },
  FAILED: { label: 'Failed · returned', variant: 'destructive' },
}

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })

/** The store's latest withdrawals with their status. */
export function PayoutsList({ payouts }: { payouts: Payout[] }) {
  return (
    <section aria-labelledby="payouts-title" className="bg-card grid gap-3 rounded-xl border p-5">
      <h3 id="payouts-title" className="text-lg font-semibold">
        Withdrawals
      </h3>
      {payouts.length === 0 ? (
        <p className="text-muted-foreground text-sm">No withdrawals yet.</p>
      ) : (
        <ul className="divide-y">
          {payouts.map((payout) => {
            const status = STATUS[payout.status]
            return (
              <li key={payout.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5">
                <span className="font-semibold tabular-nums">{formatIDR(payout.amount)}</span>
                <Badge variant={status.variant}>{status.label}</Badge>
                <span className="text-muted-foreground ml-auto text-xs">
                  #{payout.id} · {dateTime.format(new Date(payout.createdAt))}
                </span>
                {payout.failureReason && (
                  <span className="text-destructive w-full text-xs">{payout.failureReason}</span>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
