import { formatIDR, type Balance } from '@pasar/shared'
import { Skeleton } from '@/components/ui/skeleton.tsx'

const CARDS = [
  { key: 'available', label: 'Available', hint: 'Completed sales after fees, ready to withdraw' },
  { key: 'pending', label: 'Pending', hint: 'Paid orders not completed yet, after fees' },
  { key: 'paidOut', label: 'Paid out', hint: 'Withdrawn to your bank account' },
] as const

/** The three figures of the store's money, in rupiah. */
export function BalanceCards({ balance }: { balance: Balance | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {CARDS.map((card) => (
        <div
          key={card.key}
          className={
            card.key === 'available'
              ? 'border-primary/30 bg-primary/5 col-span-2 grid gap-1 rounded-xl border p-4 sm:col-span-1'
              : 'bg-card grid content-start gap-1 rounded-xl border p-4'
          }
        >
          <dt className="text-muted-foreground text-sm font-medium">{card.label}</dt>
          <dd
            className={
              card.key === 'available'
                ? 'text-2xl font-bold tracking-tight tabular-nums'
                : 'text-lg font-bold tracking-tight tabular-nums sm:text-2xl'
            }
          >
            {balance ? formatIDR(balance[card.key]) : <Skeleton className="h-8 w-32" />}
          </dd>
          <dd className="text-muted-foreground text-xs">{card.hint}</dd>
        </div>
      ))}
    </dl>
  )
}
