import { TRACKING_STATUSES, type TrackingEvent, type TrackingStatus } from '@pasar/shared'
import { useDateTimeFormat } from '@/i18n/format.ts'
import { useSystemText } from '@/i18n/system/index.ts'
import { useT } from '../i18n/index.ts'

const KNOWN = new Set<string>(TRACKING_STATUSES)
const isKnown = (status: string): status is TrackingStatus => KNOWN.has(status)

/**
 * The parcel's status ('in_transit', the shipping port's neutral words) in the reader's language
 * ('In transit', 'Dalam perjalanan'); any other word is shown as it came ('weighed_at_hub' →
 * 'Weighed at hub'). The courier's note beside it is the courier's own text: not translated; the
 * local shipping twin's notes come as codes and are (docs/decisions/1011).
 */
function useStatusWords(): (status: string) => string {
  const { t } = useT()
  return (status) => {
    if (isKnown(status)) return t(`courier.${status}`)
    const words = status.replaceAll('_', ' ').trim()
    return words.charAt(0).toUpperCase() + words.slice(1)
  }
}

/** What the courier reported, newest first. */
export function TrackingHistory({ events }: { events: TrackingEvent[] }) {
  const { t } = useT()
  const formatDateTime = useDateTimeFormat()
  const statusWords = useStatusWords()
  const systemText = useSystemText()
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
          {event.note && (
            <span className="text-muted-foreground break-words">
              {systemText(event.noteCode, event.note)}
            </span>
          )}
          <time dateTime={event.at} className="text-muted-foreground text-xs">
            {formatDateTime(event.at)}
          </time>
        </li>
      ))}
    </ol>
  )
}
