import { ORDER_STAGES, type OrderStage, type OrderStageCounts } from '@pasar/shared'
import { Link } from 'react-router'
import { cn } from '@/lib/utils.ts'
import { useT } from '../i18n/index.ts'

/**
 * The orders screen's stages as tabs (docs/decisions/1004-orders-by-stage.md): links that set
 * `?stage=`, each with its count. On a phone the row scrolls sideways instead of wrapping.
 */
export function StageTabs({
  value,
  counts,
}: {
  value: OrderStage | undefined
  counts: OrderStageCounts | undefined
}) {
  const { t } = useT()
  const tabs: { stage: OrderStage | undefined; to: string }[] = [
    { stage: undefined, to: '/dashboard/orders' },
    ...ORDER_STAGES.map((stage) => ({ stage, to: `/dashboard/orders?stage=${stage}` })),
  ]
  return (
    <nav aria-label={t('stages.label')} className="w-0 min-w-full overflow-x-auto">
      <ul className="flex w-max min-w-full gap-1 border-b">
        {tabs.map(({ stage, to }) => {
          const current = stage === value
          const count = stage && counts ? counts[stage] : undefined
          return (
            <li key={stage ?? 'all'}>
              <Link
                to={to}
                aria-current={current ? 'page' : undefined}
                data-testid={`stage-${stage ?? 'all'}`}
                className={cn(
                  'hover:text-foreground relative -mb-px flex items-center gap-1.5 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap',
                  'focus-visible:ring-ring rounded-t-md focus-visible:ring-2 focus-visible:outline-none',
                  current
                    ? 'border-primary text-foreground'
                    : 'text-muted-foreground border-transparent',
                )}
              >
                {t(stage ? `stage.${stage}` : 'stage.all')}
                {count !== undefined && (
                  <span
                    className={cn(
                      'min-w-5 rounded-full px-1.5 text-center text-xs tabular-nums',
                      current ? 'bg-primary text-primary-foreground' : 'bg-muted',
                    )}
                  >
                    <span className="sr-only">(</span>
                    {count}
                    <span className="sr-only">)</span>
                  </span>
                )}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
