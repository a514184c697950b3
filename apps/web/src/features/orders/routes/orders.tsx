import { ORDER_STAGES, type OrderStage, type OrderStatusFilter } from '@pasar/shared'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { ErrorState } from '@/components/ui/error-state.tsx'
import { SkeletonList } from '@/components/ui/skeleton-list.tsx'
import { useCommonT } from '@/i18n/common/index.ts'
import { usePageTitle } from '@/lib/page-title.ts'
import { useOrders } from '../api/get-orders.ts'
import { OrdersTable } from '../components/orders-table.tsx'
import { StageTabs } from '../components/stage-tabs.tsx'
import { StatusFilter } from '../components/status-filter.tsx'
import { useT } from '../i18n/index.ts'

export function Component() {
  const { t } = useT()
  const { t: tCommon } = useCommonT()
  usePageTitle(t('title'))
  const [searchParams] = useSearchParams()
  const asked = searchParams.get('stage')
  const stage = ORDER_STAGES.find((known): known is OrderStage => known === asked)
  const [status, setStatus] = useState<OrderStatusFilter[]>([])
  // A new tab starts at its first page.
  const [paging, setPaging] = useState({ stage, page: 1 })
  const page = paging.stage === stage ? paging.page : 1
  const setPage = (next: (page: number) => number) => setPaging({ stage, page: next(page) })
  const orders = useOrders({ status, stage, page })

  if (orders.isError && !orders.data) {
    return (
      <ErrorState query={orders} title={t('loadFailed')} description={t('loadFailedDescription')} />
    )
  }

  const pagination = orders.data?.pagination
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title')}</h1>
        <p className="text-muted-foreground">{t('subtitle')}</p>
      </header>
      <StageTabs value={stage} counts={orders.data?.counts} />
      <StatusFilter
        value={status}
        onChange={(next) => {
          setStatus(next)
          setPage(() => 1)
        }}
      />
      {orders.data ? (
        <OrdersTable orders={orders.data.data} />
      ) : (
        <SkeletonList count={4} rowClassName="h-14 w-full" className="flex flex-col gap-2" />
      )}
      <nav aria-label={t('pagination')} className="flex items-center justify-end gap-2">
        {pagination && pagination.totalPages > 0 && (
          <span className="text-muted-foreground mr-auto text-sm">
            {t('pageOf', { page: pagination.currentPage, pages: pagination.totalPages })}
          </span>
        )}
        <Button
          variant="outline"
          size="sm"
          disabled={page <= 1 || orders.isFetching}
          onClick={() => setPage((p) => Math.max(1, p - 1))}
        >
          {tCommon('previous')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={!pagination?.hasNextPage || orders.isFetching}
          onClick={() => setPage((p) => p + 1)}
        >
          {tCommon('next')}
        </Button>
      </nav>
    </div>
  )
}
