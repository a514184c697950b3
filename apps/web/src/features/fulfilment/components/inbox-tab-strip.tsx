import type { StoreOrderCounts } from '@pasar/shared'
import { Link } from 'react-router'
import { formatNumber } from '@/i18n/format.ts'
import { cn } from '@/lib/utils.ts'
import { useT } from '../i18n/index.ts'
import { INBOX_TABS, statusSlug, tabCount, type InboxTab } from '../lib/inbox-tabs.ts'

/**
 * The inbox's four tabs with their counts: links (each tab is an address, so Back and a shared
 * link work), two by two on a phone, one row from small screens up.
 */
export function InboxTabStrip({
  current,
  counts,
}: {
  current: InboxTab
  counts: StoreOrderCounts | undefined
}) {
  const { t } = useT()
  return (
    <nav
      aria-label={t('tabs')}
      className="bg-muted text-muted-foreground grid grid-cols-2 gap-1 rounded-lg p-1 sm:inline-flex sm:w-fit"
    >
      {INBOX_TABS.map((tab) => {
        const active = tab.key === current.key
        const count = tabCount(tab, counts)
        return (
          <Link
            key={tab.key}
            to={`?status=${statusSlug(tab.statuses[0])}`}
            aria-current={active ? 'page' : undefined}
            className={cn(
              'focus-visible:ring-ring/50 inline-flex h-9 items-center justify-center gap-2 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px]',
              active ? 'bg-background text-foreground shadow-sm' : 'hover:text-foreground',
            )}
          >
            {t(`tab.${tab.key}`)}
            {count !== undefined && (
              <span
                className={cn(
                  'min-w-5 rounded-full px-1.5 text-xs tabular-nums',
                  active && tab.key === 'to-ship' && count > 0
                    ? 'bg-primary text-primary-foreground'
                    : 'bg-background/80 text-foreground',
                )}
              >
                {formatNumber(count)}
              </span>
            )}
          </Link>
        )
      })}
    </nav>
  )
}
