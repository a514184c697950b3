import type { StoreOrder } from '@pasar/shared'
import { CheckIcon, XIcon } from 'lucide-react'
import { useDateFormat } from '@/i18n/format.ts'
import { useSystemText } from '@/i18n/system/index.ts'
import { cn } from '@/lib/utils.ts'
import { useT } from '../i18n/index.ts'
import { timelineOf } from '../lib/timeline.ts'

const SHORT_DATE: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
}

/** The store order's steps as a stepper (one row even on a 390 px phone), and why it was canceled. */
export function StatusTimeline({ order }: { order: StoreOrder }) {
  const { t } = useT()
  const shortDate = useDateFormat(SHORT_DATE)
  const systemText = useSystemText()
  const steps = timelineOf(order, t)
  const written = steps.find((step) => step.key === 'CANCELED')?.note
  // A system reason in the reader's language; a person's words as written (docs/decisions/1011).
  const reason = written && systemText(order.cancelReasonCode, written)
  return (
    <div className="grid gap-3">
      <ol aria-label={t('progress')} className="flex">
        {steps.map((step, index) => {
          const canceled = step.key === 'CANCELED'
          return (
            <li
              key={step.key}
              aria-current={step.current ? 'step' : undefined}
              data-done={step.done}
              className="relative flex min-w-0 flex-1 flex-col items-center gap-1.5 text-center"
            >
              {index > 0 && (
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute top-3 right-1/2 h-0.5 w-full -translate-y-1/2',
                    step.done ? (canceled ? 'bg-destructive/60' : 'bg-primary') : 'bg-border',
                  )}
                />
              )}
              <span
                aria-hidden="true"
                className={cn(
                  'relative grid size-6 place-items-center rounded-full border-2',
                  canceled
                    ? 'border-destructive bg-destructive text-white'
                    : step.done
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'border-border bg-background',
                )}
              >
                {canceled ? (
                  <XIcon className="size-3.5" />
                ) : (
                  step.done && <CheckIcon className="size-3.5" />
                )}
              </span>
              <span
                className={cn(
                  'text-xs font-medium',
                  canceled ? 'text-destructive' : !step.done && 'text-muted-foreground',
                )}
              >
                {step.label}
                <span className="sr-only">{` ${step.done ? t('step.done') : t('step.notYet')}`}</span>
              </span>
              {step.at && (
                <time
                  dateTime={step.at}
                  className="text-muted-foreground text-[11px] leading-tight"
                >
                  {shortDate(step.at)}
                </time>
              )}
            </li>
          )
        })}
      </ol>
      {reason && (
        <p className="bg-destructive/5 text-foreground rounded-lg px-3 py-2 text-sm break-words">
          <span className="text-destructive font-medium">{t('canceledBecause')}</span> {reason}
        </p>
      )}
    </div>
  )
}
