import { TriangleAlert } from 'lucide-react'
import { useEffect, useMemo } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { reloadForStaleCode, staleCodeReloadDue } from '@/lib/stale-code.ts'
import { useT } from './i18n/index.ts'
import { PageLoading } from './page-loading.tsx'

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim()
  if (error instanceof Error) return error.message
  return String(error)
}

/**
 * The unrouted error fallback (docs/product.md#layout): 'Unexpected Application Error!' with status
 * or message. A page whose code a deploy replaced loads afresh instead, once
 * (docs/decisions/0984-a-page-whose-code-is-gone-loads-afresh.md).
 */
export function RouteError() {
  const { t } = useT()
  const error = useRouteError()
  const reloading = useMemo(() => staleCodeReloadDue(error), [error])
  useEffect(() => {
    if (reloading) reloadForStaleCode()
  }, [reloading])
  if (reloading) return <PageLoading />
  return (
    <main className="bg-muted/40 flex min-h-dvh items-center justify-center p-4">
      <div className="bg-card w-full max-w-lg rounded-xl border p-8 text-center shadow-sm">
        <div className="bg-destructive/10 text-destructive mx-auto mb-4 grid size-14 place-items-center rounded-full">
          <TriangleAlert className="size-7" aria-hidden="true" />
        </div>
        <h1 className="text-2xl font-bold tracking-tight">{t('routeError.title')}</h1>
        <p className="text-muted-foreground mt-2 break-words">{describe(error)}</p>
        {/* A full page load: the app state that failed may be what is broken. */}
        <a
          href="/"
          className="bg-primary text-primary-foreground hover:bg-primary/90 mt-6 inline-flex h-10 items-center rounded-md px-4 text-sm font-medium"
        >
          {t('routeError.home')}
        </a>
      </div>
    </main>
  )
}
