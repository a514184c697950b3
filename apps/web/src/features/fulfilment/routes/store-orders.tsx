import type { Store } from '@pasar/shared'
import { useEffect, useRef } from 'react'
import { useOutletContext, useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { ErrorState } from '@/components/ui/error-state.tsx'
import { SkeletonList } from '@/components/ui/skeleton-list.tsx'
import { useCommonT } from '@/i18n/common/index.ts'
import { usePageTitle } from '@/lib/page-title.ts'
import { usePageParam } from '@/lib/use-page-param.ts'
import { useFocusKeptInRows } from '@/lib/use-focus-kept-in-list.ts'
import { useStoreOrders } from '../api/get-store-orders.ts'
import { InboxEmpty } from '../components/inbox-empty.tsx'
import { InboxTabStrip } from '../components/inbox-tab-strip.tsx'
import { SellerOrderCard, storeOrderTitleId } from '../components/seller-order-card.tsx'
import { ShippedFilter } from '../components/shipped-filter.tsx'
import { useT } from '../i18n/index.ts'
import { statusFromSlug, tabOf } from '../lib/inbox-tabs.ts'

/**
 * The seller's order inbox, /dashboard/stores/:slug/orders?status=…&page=… (docs/product.md#order-inbox),
 * inside the store frame, which hands down the store.
 */
export function Component() {
  const store = useOutletContext<Store>()
  const { t } = useT()
  const { t: tCommon } = useCommonT()
  usePageTitle(t('pageTitle', { store: store.name }))
  const [search] = useSearchParams()
  const status = statusFromSlug(search.get('status'))
  const [page, setPage] = usePageParam()
  const tab = tabOf(status)
  const orders = useStoreOrders(store.slug, { status, page })
  const body = orders.data
  // An order shipped or canceled leaves the list: focus goes on to the next one.
  const heading = useRef<HTMLHeadingElement>(null)
  const keepFocus = useFocusKeptInRows(body?.data, heading)

  // Shipping or canceling the last order of a later page leaves it empty: step back to the last.
  const lastPage = body?.pagination.totalPages ?? 1
  useEffect(() => {
    if (body && !orders.isPlaceholderData && page > 1 && page > lastPage) {
      setPage(Math.max(1, lastPage), { replace: true })
    }
  }, [body, orders.isPlaceholderData, page, lastPage, setPage])

  return (
    <section className="grid gap-5" aria-labelledby="store-orders-title">
      <div className="grid gap-1">
        <h2
          id="store-orders-title"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-semibold outline-none"
        >
          {t('title')}
        </h2>
        <p className="text-muted-foreground">{t('intro')}</p>
      </div>
      <InboxTabStrip current={tab} counts={body?.counts} />
      {tab.key === 'shipped' && <ShippedFilter current={status} counts={body?.counts} />}
      {orders.isError && !body ? (
        <ErrorState query={orders} title={t('loadFailed')} />
      ) : !body ? (
        <SkeletonList count={3} rowClassName="h-56 w-full rounded-xl" className="grid gap-4" />
      ) : body.data.length === 0 ? (
        <InboxEmpty status={status} />
      ) : (
        <ul className="grid gap-4" aria-label={t(`list.${tab.key}`)} aria-busy={orders.isFetching}>
          {body.data.map((order) => (
            <li
              key={order.id}
              {...keepFocus.row(order.id)}
              aria-labelledby={storeOrderTitleId(order.id)}
              className="focus-visible:ring-ring/50 rounded-xl outline-none focus-visible:ring-[3px]"
            >
              <SellerOrderCard slug={store.slug} order={order} />
            </li>
          ))}
        </ul>
      )}
      {body && body.pagination.totalPages > 1 && (
        <nav aria-label={t('pagination')} className="flex items-center justify-end gap-2">
          <span className="text-muted-foreground mr-auto text-sm">
            {t('pageOf', {
              page: body.pagination.currentPage,
              pages: body.pagination.totalPages,
            })}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={page <= 1 || orders.isFetching}
            onClick={() => setPage(page - 1)}
          >
            {tCommon('previous')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!body.pagination.hasNextPage || orders.isFetching}
            onClick={() => setPage(page + 1)}
          >
            {tCommon('next')}
          </Button>
        </nav>
      )}
    </section>
  )
}
