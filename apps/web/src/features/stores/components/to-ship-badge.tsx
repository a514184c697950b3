import { Trans } from '@/i18n/trans.tsx'
import { useT } from '../i18n/index.ts'

/** The number of a store's orders to ship (`MyStore.toShip`) on its 'Orders' tab; nothing at zero. */
export function ToShipCount({ count }: { count: number }) {
  const { t } = useT()
  if (!count) return null
  return (
    <span className="bg-primary text-primary-foreground inline-flex min-w-5 items-center justify-center rounded-full px-1.5 text-xs font-semibold tabular-nums">
      <Trans
        t={t}
        i18nKey="toShipCount"
        count={count}
        components={{ sr: <span className="sr-only" /> }}
      />
    </span>
  )
}

/** '3 to ship' on a store's card in the dashboard and the store list; nothing at zero. */
export function ToShipPill({ count }: { count: number }) {
  const { t } = useT()
  if (!count) return null
  return (
    <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-amber-900">
      {t('toShip', { count })}
    </span>
  )
}
