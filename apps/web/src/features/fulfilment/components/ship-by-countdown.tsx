import { AlarmClockIcon } from 'lucide-react'
import { Trans } from '@/i18n/trans.tsx'
import { cn } from '@/lib/utils.ts'
import { useT } from '../i18n/index.ts'
import { useDateTimeFormat } from '@/i18n/format.ts'
import { shipByCountdown } from '../lib/ship-by.ts'
import { useNow } from '../lib/use-now.ts'

/** 'Ship within 2 days 4 hours' — red under a day, 'Overdue' once the ship-by moment passed. */
export function ShipByCountdown({ shipBy }: { shipBy: string }) {
  const now = useNow()
  const { t } = useT()
  const formatDateTime = useDateTimeFormat()
  const countdown = shipByCountdown(shipBy, now, t)
  // '· by <time>…</time>': Indonesian says it differently once the time has passed.
  const values = { date: formatDateTime(shipBy) }
  const components = { time: <time dateTime={shipBy} /> }
  return (
    <p
      data-testid="ship-by"
      data-urgent={countdown.urgent}
      className={cn(
        'inline-flex items-center gap-1.5 text-sm font-medium',
        countdown.urgent ? 'text-destructive' : 'text-amber-800',
      )}
    >
      <AlarmClockIcon className="size-4 shrink-0" aria-hidden="true" />
      <span>
        {countdown.text}
        <span className="text-muted-foreground font-normal">
          {' '}
          {countdown.overdue ? (
            <Trans t={t} i18nKey="shipBy.byOverdue" values={values} components={components} />
          ) : (
            <Trans t={t} i18nKey="shipBy.by" values={values} components={components} />
          )}
        </span>
      </span>
    </p>
  )
}
