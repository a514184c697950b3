import { useCommonT } from '@/i18n/common/index.ts'
import { cn } from '@/lib/utils.ts'

/**
 * What a page shows while its code loads on the first visit: the router's HydrateFallback. Empty
 * like the page placeholder in index.html, so the first paint and React's first render agree, and a
 * screen tall by default so the footer stays below the fold until the page arrives
 * (docs/decisions/0561-first-paint-and-route-chunks.md).
 */
export function PageLoading({ className }: { className?: string }) {
  const { t } = useCommonT()
  return (
    <div className={cn('min-h-dvh', className)} aria-busy="true">
      <span className="sr-only">{t('loading')}</span>
    </div>
  )
}
