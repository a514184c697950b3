import { Navigate, Outlet, useMatch, useParams } from 'react-router'
import { ErrorState } from '@/components/ui/error-state.tsx'
import { LinkTab, LinkTabs } from '@/components/ui/tabs.tsx'
import { LoadingState } from '@/components/ui/loading-state.tsx'
import { usePageTitle } from '@/lib/page-title.ts'
import { useMyStores } from '../api/get-my-stores.ts'
import { OriginNotice } from '../components/origin-notice.tsx'
import { ToShipCount } from '../components/to-ship-badge.tsx'
import { useT } from '../i18n/index.ts'

/**
 * The frame of one of my stores: title, description and the Products / Orders / Reviews /
 * Vouchers / Finance / Settings tabs ('Orders' carries the number to ship). A store
 * that does not exist or is not mine sends the user to /dashboard.
 */
export function Component() {
  const { slug = '' } = useParams()
  const stores = useMyStores()
  const store = stores.data?.find((s) => s.slug === slug)
  const onSettings = useMatch('/dashboard/stores/:slug/settings') !== null
  usePageTitle(store?.name)
  const { t } = useT()

  if (stores.isPending) return <LoadingState label={t('frame.loading')} className="py-24" />
  if (stores.isError) return <ErrorState query={stores} title={t('frame.loadFailed')} />
  if (!store) return <Navigate to="/dashboard" replace />

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight break-words">{store.name}</h1>
        {store.description && (
          <p className="text-muted-foreground line-clamp-3 max-w-3xl">{store.description}</p>
        )}
      </div>
      {!store.address && !onSettings && <OriginNotice slug={store.slug} />}
      {/* Six tabs outgrow a phone: the strip wraps onto a second row, every label whole. */}
      <LinkTabs aria-label={t('frame.sections')}>
        <LinkTab to={`/dashboard/stores/${store.slug}`} end>
          {t('frame.products')}
        </LinkTab>
        <LinkTab to={`/dashboard/stores/${store.slug}/orders`} className="gap-2">
          {t('frame.orders')}
          <ToShipCount count={store.toShip} />
        </LinkTab>
        <LinkTab to={`/dashboard/stores/${store.slug}/reviews`}>{t('frame.reviews')}</LinkTab>
        <LinkTab to={`/dashboard/stores/${store.slug}/vouchers`}>{t('frame.vouchers')}</LinkTab>
        <LinkTab to={`/dashboard/stores/${store.slug}/finance`}>{t('frame.finance')}</LinkTab>
        <LinkTab to={`/dashboard/stores/${store.slug}/settings`}>{t('frame.settings')}</LinkTab>
      </LinkTabs>
      <Outlet context={store} />
    </div>
  )
}
