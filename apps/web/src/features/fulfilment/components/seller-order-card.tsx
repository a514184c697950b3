import { formatIDR, type SellerStoreOrder } from '@pasar/shared'
import { PackageCheckIcon, TruckIcon, UserIcon, XIcon } from 'lucide-react'
import { lazy } from 'react'
import { OpenedPart } from '@/components/opened-part.tsx'
import { Button } from '@/components/ui/button.tsx'
import { useOpenedOnPress } from '@/lib/use-opened-on-press.ts'
import { useCancelStoreOrder } from '../api/cancel-store-order.ts'
import { useShipStoreOrder } from '../api/ship-store-order.ts'
import { type t as tFulfilment, useT } from '../i18n/index.ts'
import { useDateTimeFormat } from '@/i18n/format.ts'
import { loadCancelReasonDialog, loadShipDialog } from '../lib/load-dialogs.ts'
import { dialogOutcome } from '../lib/report-refusal.ts'
import { AddressBlock } from './address-block.tsx'
import { DiscountRows, storeOrderPaid } from './discount-rows.tsx'
import { RefundLine } from './refund-line.tsx'
import { ShipByCountdown } from './ship-by-countdown.tsx'
import { StoreOrderStatusBadge } from './store-order-status-badge.tsx'
import { AmountRow, StoreOrderLines } from './store-order-lines.tsx'
import { useSystemText } from '@/i18n/system/index.ts'

const ShipDialog = lazy(loadShipDialog)
const CancelReasonDialog = lazy(loadCancelReasonDialog)

/** The moment a store order reached the step it is at, as the card's date says it. */
function stepMoment(
  order: SellerStoreOrder,
  t: typeof tFulfilment,
  formatDateTime: (iso: string) => string,
): string | null {
  const at = {
    AWAITING_PAYMENT: null,
    TO_SHIP: null,
    SHIPPED: order.shippedAt,
    DELIVERED: order.deliveredAt,
    COMPLETED: order.completedAt,
    CANCELED: order.canceledAt,
  }[order.status]
  if (!at || order.status === 'AWAITING_PAYMENT' || order.status === 'TO_SHIP') return null
  return t(`card.moment.${order.status}`, { date: formatDateTime(at) })
}

/** The id of a store order card's title, which names it. */
export const storeOrderTitleId = (id: number) => `store-order-${id}-title`

/** One store order in the seller's inbox (docs/product.md#order-inbox). */
export function SellerOrderCard({ slug, order }: { slug: string; order: SellerStoreOrder }) {
  const shipping = useOpenedOnPress(loadShipDialog)
  const canceling = useOpenedOnPress(loadCancelReasonDialog)
  const ship = useShipStoreOrder(slug)
  const cancel = useCancelStoreOrder(slug)
  const { t } = useT()
  const systemText = useSystemText()
  const formatDateTime = useDateTimeFormat()
  const moment = stepMoment(order, t, formatDateTime)
  // What the buyer paid for it, and is refunded on a cancel (docs/decisions/1016-vouchers.md).
  const paid = storeOrderPaid(order)

  return (
    <article
      aria-labelledby={storeOrderTitleId(order.id)}
      data-testid={`store-order-${order.id}`}
      className="bg-card grid gap-4 rounded-xl border p-4 shadow-xs sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="grid gap-0.5">
          <h3 id={storeOrderTitleId(order.id)} className="font-semibold">
            {t('card.title', { id: order.orderId })}
          </h3>
          <p className="text-muted-foreground inline-flex items-center gap-1.5 text-sm">
            <UserIcon className="size-3.5" aria-hidden="true" />
            {order.buyer.name}
            <span> · {t('card.placed', { date: formatDateTime(order.createdAt) })}</span>
            {moment && <span> · {moment}</span>}
          </p>
        </div>
        <StoreOrderStatusBadge status={order.status} />
      </header>

      {order.status === 'TO_SHIP' && order.shipBy && <ShipByCountdown shipBy={order.shipBy} />}

      <div className="grid gap-5 md:grid-cols-2">
        <div className="grid content-start gap-3">
          <StoreOrderLines items={order.orderItems} />
          <dl className="grid gap-1 border-t pt-3 text-sm">
            <AmountRow label={t('card.itemsTotal')} amount={order.itemsTotal} />
            <AmountRow
              label={t('card.shipping', {
                courier: order.shipping.courierName,
                service: order.shipping.serviceName,
              })}
              amount={order.shipping.price}
            />
            <DiscountRows discount={order.discount} seller />
            <AmountRow label={t('card.buyerPaid')} amount={paid} strong />
          </dl>
          {order.discount.platform > 0 && (
            <p className="text-muted-foreground text-xs">
              {t('card.yourSale', { amount: formatIDR(paid + order.discount.platform) })}
            </p>
          )}
        </div>
        <div className="grid content-start gap-3 md:border-l md:pl-5">
          <div className="grid gap-1">
            <h4 className="text-muted-foreground text-xs font-medium tracking-wide uppercase">
              {t('card.shipTo')}
            </h4>
            {order.address ? (
              <AddressBlock address={order.address} />
            ) : (
              <p className="text-muted-foreground text-sm">{t('card.noAddress')}</p>
            )}
          </div>
          <div className="grid gap-1">
            <h4 className="text-muted-foreground text-xs font-medium tracking-wide uppercase">
              {t('card.courier')}
            </h4>
            <p className="inline-flex items-center gap-1.5 text-sm">
              <TruckIcon className="text-muted-foreground size-4" aria-hidden="true" />
              {order.shipping.courierName} · {order.shipping.serviceName}
              <span className="text-muted-foreground">({formatIDR(order.shipping.price)})</span>
            </p>
            {order.shipping.trackingNumber && (
              <p className="text-sm">
                {t('trackingNumber')}{' '}
                <span className="font-mono font-medium">{order.shipping.trackingNumber}</span>
              </p>
            )}
          </div>
        </div>
      </div>

      {order.status === 'CANCELED' && (
        <div className="bg-muted/60 grid gap-1 rounded-lg p-3 text-sm">
          {order.cancelReason && (
            <p>
              <span className="font-medium">{t('card.reason')}</span>{' '}
              {systemText(order.cancelReasonCode, order.cancelReason)}
            </p>
          )}
          <RefundLine refund={order.refund} />
        </div>
      )}

      {order.status === 'TO_SHIP' && (
        <footer className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
          <Button
            variant="outline"
            aria-label={t('card.cancelOrder', { id: order.orderId })}
            {...canceling.trigger}
          >
            <XIcon aria-hidden="true" />
            {t('card.cancel')}
          </Button>
          <Button aria-label={t('card.shipOrder', { id: order.orderId })} {...shipping.trigger}>
            <PackageCheckIcon aria-hidden="true" />
            {t('card.ship')}
          </Button>
        </footer>
      )}

      <OpenedPart part={shipping}>
        <ShipDialog
          {...shipping.props}
          title={t('card.shipOrder', { id: order.orderId })}
          description={t('card.shipDescription', {
            courier: order.shipping.courierName,
            service: order.shipping.serviceName,
          })}
          pending={ship.isPending}
          onSubmit={(trackingNumber, field) =>
            ship.mutate(
              { storeOrderId: order.id, trackingNumber },
              dialogOutcome(t('card.shipped', { id: order.orderId }), shipping.close, field),
            )
          }
        />
      </OpenedPart>
      <OpenedPart part={canceling}>
        <CancelReasonDialog
          {...canceling.props}
          title={t('card.cancelTitle', { id: order.orderId })}
          description={t('card.cancelDescription', { amount: formatIDR(paid) })}
          placeholder={t('card.cancelPlaceholder')}
          pending={cancel.isPending}
          onSubmit={(reason, field) =>
            cancel.mutate(
              { storeOrderId: order.id, reason },
              dialogOutcome(t('card.canceled', { id: order.orderId }), canceling.close, field),
            )
          }
        />
      </OpenedPart>
    </article>
  )
}
