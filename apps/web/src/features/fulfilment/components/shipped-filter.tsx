import type { StoreOrderCounts } from '@pasar/shared'
import { Link } from 'react-router'
import { formatNumber } from '@/i18n/format.ts'
import { cn } from '@/lib/utils.ts'
import { useT } from '../i18n/index.ts'
import { statusSlug, type InboxStatus } from '../lib/inbox-tabs.ts'

/** Their labels: `shippedFilter.<status>` in the catalogue ('On the way', 'Delivered'). */
const CHOICES = ['SHIPPED', 'DELIVERED'] as const

/** Inside 'Shipped': parcels still with the courier, and those delivered but not yet confirmed. */
export function ShippedFilter({
  current,
  counts,
}: {
  current: InboxStatus
  counts: StoreOrderCounts | undefined
}) {
  const { t } = useT()
  return (
    <nav aria-label={t('shippedFilter')} className="flex flex-wrap gap-2">
      {CHOICES.map((status) => {
        const active = status === current
        return (
          <Link
            key={status}
            to={`?status=${statusSlug(status)}`}
            aria-current={active ? 'page' : undefined}
            className={cn(
              'focus-visible:ring-ring/50 inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm outline-none focus-visible:ring-[3px]',
              active
                ? 'border-primary bg-primary/10 text-primary font-medium'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {t(`shippedFilter.${status}`)}
            {counts && <span className="tabular-nums">({formatNumber(counts[status])})</span>}
          </Link>
        )
      })}
    </nav>
  )
}
