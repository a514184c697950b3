import { formatIDR, orderLineName, type Order } from '@pasar/shared'
import { Package } from 'lucide-react'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge.tsx'
import { ErrorState } from '@/components/ui/error-state.tsx'
import { SkeletonList } from '@/components/ui/skeleton-list.tsx'
import { useDateFormat } from '@/i18n/format.ts'
import { useRecentOrders } from '../api/get-recent-orders.ts'
import { useT } from '../i18n/index.ts'
import { ShortList } from './short-list.tsx'

const statusVariant = {
  PAID: 'success',
  PENDING: 'warning',
  CANCELED: 'muted',
  EXPIRED: 'muted',
  FAILED: 'destructive',
} as const satisfies Record<Order['status'], string>

/** My latest orders, each opening its detail; when there are none a quiet note instead, when they failed to load a retry. */
export function RecentOrders() {
  const orders = useRecentOrders()
  const { t } = useT()
  const formatDate = useDateFormat({ dateStyle: 'medium' })
  if (orders.isPending) {
    return <SkeletonList count={3} rowClassName="h-14 w-full" />
  }
  if (orders.isError) return <ErrorState query={orders} title={t('recentOrders.loadFailed')} />
  if (!orders.data.length) {
    return (
      <div className="text-muted-foreground flex flex-col items-center gap-2 py-8 text-center text-sm">
        <Package className="size-6" aria-hidden="true" />
        {t('recentOrders.empty')}
      </div>
    )
  }
  return (
    <ShortList all={{ to: '/dashboard/orders', label: t('recentOrders.seeAll') }}>
      {orders.data.map((order) => (
        <li key={order.id}>
          <Link
            to={`/dashboard/orders/${order.id}`}
            className="hover:bg-muted/60 -mx-2 flex items-center justify-between gap-3 rounded-md px-2 py-3"
          >
            <div className="grid min-w-0 gap-0.5">
              <span className="truncate text-sm font-medium">
                {order.orderItems
                  .map((item) => orderLineName(item.productName, item.variantLabel))
                  .join(', ') || t('recentOrders.order', { id: order.id })}
              </span>
              <span className="text-muted-foreground text-xs">
                #{order.id} · {formatDate(order.createdAt)}
              </span>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <span className="text-sm font-medium tabular-nums">
                {formatIDR(order.totalPrice)}
              </span>
              <Badge variant={statusVariant[order.status]}>
                {t(`orderStatus.${order.status}`)}
              </Badge>
            </div>
          </Link>
        </li>
      ))}
    </ShortList>
  )
}
