import type { Store } from '@pasar/shared'
import { useOutletContext, useParams } from 'react-router'
import { BackLink } from '@/components/back-link.tsx'
import { ErrorState } from '@/components/ui/error-state.tsx'
import { Skeleton } from '@/components/ui/skeleton.tsx'
import { usePageTitle } from '@/lib/page-title.ts'
import { useStoreOrder } from '../api/get-store-order.ts'
import { SellerOrderCard } from '../components/seller-order-card.tsx'
import { useT } from '../i18n/index.ts'
import { statusSlug } from '../lib/inbox-tabs.ts'

/**
 * One of the store's orders on its own, /dashboard/stores/:slug/orders/:storeOrderId: where the
 * finance ledger's "Order #N" leads (docs/decisions/1012). The card is the inbox's, with its
 * actions; the link goes back to the inbox tab the order is in.
 */
export function Component() {
  const store = useOutletContext<Store>()
  const { t } = useT()
  const storeOrderId = Number.parseInt(useParams().storeOrderId ?? '', 10) || 0
  const order = useStoreOrder(store.slug, storeOrderId)
  const found = order.data?.data
  usePageTitle(
    found
      ? t('one.pageTitle', { id: found.orderId, store: store.name })
      : t('pageTitle', { store: store.name }),
  )
  const inbox =
    found && found.status !== 'AWAITING_PAYMENT'
      ? `/dashboard/stores/${store.slug}/orders?status=${statusSlug(found.status)}`
      : `/dashboard/stores/${store.slug}/orders`
  return (
    <section className="grid gap-5" aria-label={t('one.label')}>
      <BackLink to={inbox}>{t('one.back')}</BackLink>
      {found ? (
        <SellerOrderCard slug={store.slug} order={found} />
      ) : order.isError ? (
        <ErrorState query={order} title={t('one.loadFailed')} />
      ) : (
        <Skeleton className="h-56 w-full rounded-xl" />
      )}
    </section>
  )
}
