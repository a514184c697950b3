import type { TrackingEvent } from '@pasar/shared'
import { formatDateTime } from '@/features/fulfilment/index.ts'

/** The courier's words ('dropping_off') as a person reads them ('Dropping off'). */
function statusWords(status: string): string {
  const words = status.replaceAll('_', ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** What the courier reported, newest first. */
export function TrackingHistory({ events }: { events: TrackingEvent[] }) {
  if (events.length === 0) {
    return (
      <p className="text-muted-foreground text-sm">
        No news from the courier yet. Updates appear here as the parcel moves.
      </p>
    )
  }
  const newestFirst = [...events].sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
  return (
    <ol aria-label="Tracking history" className="grid gap-3 border-l pl-4">
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
