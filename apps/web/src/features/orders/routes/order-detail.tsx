import { SearchXIcon } from 'lucide-react'
import { useParams } from 'react-router'
import { BackLink } from '@/components/back-link.tsx'
import { EmptyState } from '@/components/ui/empty-state.tsx'
import { ErrorState } from '@/components/ui/error-state.tsx'
import { Skeleton } from '@/components/ui/skeleton.tsx'
import { StoreOrderLines } from '@/features/fulfilment/index.ts'
import { ApiError } from '@/lib/api-client.ts'
import { usePageTitle } from '@/lib/page-title.ts'
import { useOrder } from '../api/get-order.ts'
import { OrderHeader } from '../components/order-header.tsx'
import { OrderSide } from '../components/order-side.tsx'
import { PaymentInstructions } from '../components/payment-instructions.tsx'
import { StoreOrderPanel } from '../components/store-order-panel.tsx'
import { useT } from '../i18n/index.ts'

function NotFound() {
  const { t } = useT()
  return (
    <EmptyState
      icon={<SearchXIcon className="size-6" aria-hidden="true" />}
      title={t('notFound')}
      description={t('notFoundDescription')}
      action={{ to: '/dashboard/orders', label: t('backToOrders') }}
    />
  )
}

/** One of my orders, /dashboard/orders/:id (docs/product.md#order-detail). */
export function Component() {
  const { id = '' } = useParams()
  const orderId = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : 0
  const order = useOrder(orderId)
  const { t } = useT()
  usePageTitle(orderId ? t('orderTitle', { id: orderId }) : t('notFound'))

  if (!orderId || (order.error instanceof ApiError && order.error.status === 404)) {
    return <NotFound />
  }
  if (order.isError) return <ErrorState query={order} title={t('loadOneFailed')} />
  if (order.isPending) {
    return (
      <div className="grid gap-6" aria-busy="true">
        <Skeleton className="h-20 w-full max-w-md" />
        <div className="grid gap-6 lg:grid-cols-3">
          <Skeleton className="h-96 w-full rounded-xl lg:col-span-2" />
          <Skeleton className="h-48 w-full rounded-xl" />
        </div>
      </div>
    )
  }

  const data = order.data
  return (
    <div className="grid gap-6">
      <BackLink to="/dashboard/orders">{t('title')}</BackLink>
      <OrderHeader order={data} />
      <PaymentInstructions order={data} />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <section aria-label={t('storesInOrder')} className="grid gap-4 lg:col-span-2">
          {data.storeOrders.length > 0 ? (
            data.storeOrders.map((storeOrder) => (
              <StoreOrderPanel key={storeOrder.id} order={storeOrder} />
            ))
          ) : (
            // Orders from before store orders (docs/decisions/0850): their items and total only.
            <div className="bg-card grid gap-3 rounded-xl border p-4 shadow-xs sm:p-6">
              <h2 className="font-semibold">{t('items')}</h2>
              <StoreOrderLines items={data.orderItems} />
            </div>
          )}
        </section>
        <OrderSide order={data} />
      </div>
    </div>
  )
}
