import { formatIDR, type Balance } from '@pasar/shared'
import { Skeleton } from '@/components/ui/skeleton.tsx'

import { useT } from '../i18n/index.ts'

// The texts are catalogue keys, looked up when the cards render (in the language shown then).
const CARDS = [
  { key: 'available', label: 'balance.available', hint: 'balance.availableHint' },
  { key: 'pending', label: 'balance.pending', hint: 'balance.pendingHint' },
  { key: 'processing', label: 'balance.processing', hint: 'balance.processingHint' },
  { key: 'paidOut', label: 'balance.paidOut', hint: 'balance.paidOutHint' },
] as const

/**
 * Where the store's money is, in rupiah (docs/decisions/1012): ready to withdraw, still in open
 * orders, asked for and on its way, and arrived in the bank.
 */
export function BalanceCards({ balance }: { balance: Balance | undefined }) {
  const { t } = useT()
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map((card) => (
        <div
          key={card.key}
          className={
            card.key === 'available'
              ? 'border-primary/30 bg-primary/5 col-span-2 grid content-start gap-1 rounded-xl border p-4 lg:col-span-1'
              : 'bg-card grid content-start gap-1 rounded-xl border p-4'
          }
        >
          <dt className="text-muted-foreground text-sm font-medium">{t(card.label)}</dt>
          <dd
            className={
              card.key === 'available'
                ? 'text-2xl font-bold tracking-tight tabular-nums'
                : 'text-lg font-bold tracking-tight tabular-nums sm:text-2xl lg:text-xl xl:text-2xl'
            }
          >
            {balance ? formatIDR(balance[card.key]) : <Skeleton className="h-8 w-32" />}
          </dd>
          <dd className="text-muted-foreground text-xs">{t(card.hint)}</dd>
        </div>
      ))}
    </dl>
  )
}
