import type { StoreOrderCounts } from '@pasar/shared'
import { Link } from 'react-router'
import { cn } from '@/lib/utils.ts'
import { statusSlug, type InboxStatus } from '../lib/inbox-tabs.ts'

const CHOICES = [
  { status: 'SHIPPED', label: 'On the way' },
  { status: 'DELIVERED', label: 'Delivered' },
] as const

/** Inside 'Shipped': parcels still with the courier, and those delivered but not yet confirmed. */
export function ShippedFilter({
  current,
  counts,
}: {
  current: InboxStatus
  counts: StoreOrderCounts | undefined
}) {
  return (
    <nav aria-label="Shipped orders" className="flex flex-wrap gap-2">
      {CHOICES.map((choice) => {
        const active = choice.status === current
        return (
          <Link
            key={choice.status}
            to={`?status=${statusSlug(choice.status)}`}
            aria-current={active ? 'page' : undefined}
            className={cn(
              'focus-visible:ring-ring/50 inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm outline-none focus-visible:ring-[3px]',
              active
                ? 'border-primary bg-primary/10 text-primary font-medium'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {choice.label}
            {counts && <span className="tabular-nums">({counts[choice.status]})</span>}
          </Link>
        )
      })}
    </nav>
  )
}
