import type { Ref } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { useCommonT } from '@/i18n/common/index.ts'
import { useT } from '../i18n/index.ts'

/**
 * What follows a product grid: a spinner while the next page loads, 'Load more' when one is
 * waiting (or failed to load), and the end-of-results marker when there is no more. Every state
 * has the height of the 'Load more' row, so switching between them moves nothing below.
 */
export function ListEnd({
  markerRef,
  hasNextPage,
  loading,
  failed,
  onLoadMore,
}: {
  markerRef?: Ref<HTMLDivElement>
  hasNextPage: boolean
  loading: boolean
  failed: boolean
  onLoadMore: () => void
}) {
  const { t } = useT()
  const { t: tc } = useCommonT()
  return (
    <div
      ref={markerRef}
      className="flex min-h-26 flex-col items-center justify-center gap-3 py-8"
      data-testid="list-end"
    >
      {loading ? (
        <Spinner label={t('listEnd.loadingMore')} className="size-6" />
      ) : hasNextPage ? (
        <>
          {failed && (
            <p role="alert" className="text-destructive text-sm">
              {t('listEnd.loadFailed')}
            </p>
          )}
          <Button variant="outline" onClick={onLoadMore}>
            {failed ? tc('tryAgain') : t('listEnd.loadMore')}
          </Button>
        </>
      ) : (
        <p className="text-muted-foreground text-sm">{t('listEnd.end')}</p>
      )}
    </div>
  )
}
