import { RotateCwIcon, TriangleAlertIcon } from 'lucide-react'
import { useCommonT } from '@/i18n/common/index.ts'
import { cn } from '@/lib/utils.ts'
import { Button } from './button.tsx'
import { useT } from './i18n/index.ts'

/** The part of a query (plain or infinite) the error state reads. */
export interface FailedQuery {
  error: unknown
  isFetching: boolean
  refetch: () => Promise<unknown>
}

/** What 'Try again' does: refetch a failed query, or something else that is not a query. */
type Retry =
  | {
      /** The failed TanStack query: its error is shown and 'Try again' refetches it. */
      query: FailedQuery
      onRetry?: never
    }
  | {
      query?: never
      /** What 'Try again' does where nothing was queried (a part whose code did not come). */
      onRetry: () => void
    }

/**
 * What a data screen shows when its request failed (a 500, no network, a time-out): the reason and
 * a 'Try again' button that asks again — never a redirect or an endless skeleton
 * (docs/decisions/0520-visible-errors-and-session-expiry.md).
 */
export function ErrorState({
  query,
  onRetry,
  title,
  description,
  className,
}: Retry & {
  title?: string
  /** A fixed text in place of the error's own message. */
  description?: string
  className?: string
}) {
  const { t } = useT()
  const { t: tc } = useCommonT()
  const error = query?.error
  const isFetching = query?.isFetching ?? false
  const retry = () => (query ? void query.refetch() : onRetry())
  const message =
    description ??
    (error instanceof Error && error.message ? error.message : t('error.description'))
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center justify-center gap-3 px-4 py-12 text-center',
        className,
      )}
    >
      <div className="bg-destructive/10 text-destructive rounded-full p-3">
        <TriangleAlertIcon className="size-6" aria-hidden="true" />
      </div>
      <h2 className="text-lg font-semibold tracking-tight">{title ?? t('error.title')}</h2>
      <p className="text-muted-foreground max-w-md text-sm break-words">{message}</p>
      <Button variant="outline" onClick={retry} disabled={isFetching}>
        <RotateCwIcon className={cn(isFetching && 'animate-spin')} aria-hidden="true" />
        {tc('tryAgain')}
      </Button>
    </div>
  )
}
