import type { ReviewableStoreOrder, StoreOrder } from '@pasar/shared'
import { Store as StoreIcon, TruckIcon } from 'lucide-react'
import { useRef } from 'react'
import {
  AmountRow,
  DiscountRows,
  RefundLine,
  StoreOrderLines,
  StoreOrderStatusBadge,
  storeOrderPaid,
} from '@/features/fulfilment/index.ts'
import { useDateTimeFormat } from '@/i18n/format.ts'
import { ReviewLines } from '@/features/reviews/index.ts'
import { CopyButton } from './copy-button.tsx'
import { StatusTimeline } from './status-timeline.tsx'
import { hasBuyerActions, StoreOrderActions } from './store-order-actions.tsx'
import { useT } from '../i18n/index.ts'
import { TrackingHistory } from './tracking-history.tsx'
import { useFocusKeptWhenGone } from '@/lib/use-focus-kept-in-list.ts'

const ON_THE_WAY = new Set<StoreOrder['status']>(['SHIPPED', 'DELIVERED', 'COMPLETED'])

function SectionTitle({ children }: { children: string }) {
  return (
    <h3 className="text-muted-foreground text-xs font-medium tracking-wide uppercase">
      {children}
    </h3>
  )
}

/** One store's part of the buyer's order (docs/product.md#order-detail). */
export function StoreOrderPanel({ order }: { order: ReviewableStoreOrder }) {
  const tracking = order.shipping.trackingNumber
  const { t } = useT()
  const formatDateTime = useDateTimeFormat()
  // 'Cancel' and 'Order received' go once used: focus goes to the store's title, not the top.
  const title = useRef<HTMLHeadingElement>(null)
  const actions = hasBuyerActions(order)
  const keepFocus = useFocusKeptWhenGone(actions, title)
  return (
    <article
      aria-labelledby={`store-order-${order.id}-store`}
      data-testid={`store-order-${order.id}`}
      className="bg-card grid gap-5 rounded-xl border p-4 shadow-xs sm:p-6"
    >
      <header className="flex items-center justify-between gap-3">
        <h2
          ref={title}
          tabIndex={-1}
          id={`store-order-${order.id}-store`}
          className="flex min-w-0 items-center gap-2 font-semibold outline-none"
        >
          <StoreIcon className="text-primary size-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{order.store.name}</span>
        </h2>
        <StoreOrderStatusBadge status={order.status} />
      </header>

      <StatusTimeline order={order} />

      {order.status === 'TO_SHIP' && order.shipBy && (
        <p className="text-muted-foreground text-sm">
          {t('shipsBy', { date: formatDateTime(order.shipBy) })}
        </p>
      )}

      <div className="grid gap-3">
        <SectionTitle>{t('delivery')}</SectionTitle>
        <p className="inline-flex items-center gap-1.5 text-sm">
          <TruckIcon className="text-muted-foreground size-4" aria-hidden="true" />
          {order.shipping.courierName} · {order.shipping.serviceName}
        </p>
        {tracking && (
          <div className="bg-muted/60 flex items-center justify-between gap-2 rounded-lg py-1 pr-1 pl-3">
            <p className="min-w-0 text-sm">
              <span className="text-muted-foreground">{`${t('trackingNumber')} `}</span>
              <span className="font-mono font-medium break-all" data-testid="tracking-number">
                {tracking}
              </span>
            </p>
            <CopyButton text={tracking} label={t('copyTrackingNumber')} />
          </div>
        )}
        {ON_THE_WAY.has(order.status) && <TrackingHistory events={order.tracking} />}
      </div>

      <div className="grid gap-3">
        <SectionTitle>{t('items')}</SectionTitle>
        <StoreOrderLines items={order.orderItems} />
        <dl className="grid gap-1 border-t pt-3 text-sm">
          <AmountRow label={t('amount.items')} amount={order.itemsTotal} />
          <AmountRow label={t('amount.shipping')} amount={order.shipping.price} />
          <DiscountRows discount={order.discount} />
          <AmountRow label={t('amount.total')} amount={storeOrderPaid(order)} strong />
        </dl>
        <RefundLine refund={order.refund} />
        <ReviewLines orderId={order.orderId} storeOrder={order} />
      </div>

      {actions && (
        <div {...keepFocus}>
          <StoreOrderActions order={order} />
        </div>
      )}
    </article>
  )
}
