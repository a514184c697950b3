import type { TrackingEvent } from '@pasar/shared'
import { useDateTimeFormat } from '@/features/fulfilment/index.ts'
import { useT } from '../i18n/index.ts'

/**
 * The courier's words ('dropping_off') as a person reads them ('Dropping off'). They come from the
 * courier, in its own language: not translated here.
 */
function statusWords(status: string): string {
  const words = status.replaceAll('_', ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** What the courier reported, newest first. */
export function TrackingHistory({ events }: { events: TrackingEvent[] }) {
  const { t } = useT()
  const formatDateTime = useDateTimeFormat()
  if (events.length === 0) {
    return <p className="text-muted-foreground text-sm">{t('noTracking')}</p>
  }
  const newestFirst = [...events].sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
  return (
    <ol aria-label={t('trackingHistory')} className="grid gap-3 border-l pl-4">
      {newestFirst.map((event, index) => (
        <li key={`${event.at}-${event.status}`} className="relative grid gap-0.5 text-sm">
          <span
            aria-hidden="true"
            className={
              index === 0
                ? 'bg-primary absolute top-1.5 -left-[21px] size-2.5 rounded-full'
                : 'bg-border absolute top-1.5 -left-[21px] size-2.5 rounded-full'
            }
          />
          <span className="font-medium">{statusWords(event.status)}</span>
          {event.note && <span className="text-muted-foreground break-words">{event.note}</span>}
          <time dateTime={event.at} className="text-muted-foreground text-xs">
            {formatDateTime(event.at)}
          </time>
        </li>
      ))}
    </ol>
  )
}
