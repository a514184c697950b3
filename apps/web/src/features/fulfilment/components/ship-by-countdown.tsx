import { AlarmClockIcon } from 'lucide-react'
import { cn } from '@/lib/utils.ts'
import { formatDateTime } from '../lib/format.ts'
import { shipByCountdown } from '../lib/ship-by.ts'
import { useNow } from '../lib/use-now.ts'

/** 'Ship within 2 days 4 hours' — red under a day, 'Overdue' once the ship-by moment passed. */
export function ShipByCountdown({ shipBy }: { shipBy: string }) {
  const now = useNow()
  const countdown = shipByCountdown(shipBy, now)
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
          · by <time dateTime={shipBy}>{formatDateTime(shipBy)}</time>
        </span>
      </span>
    </p>
  )
}
