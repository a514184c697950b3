import { formatIDR, type SellerStoreOrder } from '@pasar/shared'
import { PackageCheckIcon, TruckIcon, UserIcon, XIcon } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { toast } from '@/lib/toast.ts'
import { useCancelStoreOrder } from '../api/cancel-store-order.ts'
import { useShipStoreOrder } from '../api/ship-store-order.ts'
import { formatDateTime } from '../lib/format.ts'
import { reportRefusal } from '../lib/report-refusal.ts'
import { AddressBlock } from './address-block.tsx'
import { CancelReasonDialog } from './cancel-reason-dialog.tsx'
import { RefundLine } from './refund-line.tsx'
import { ShipByCountdown } from './ship-by-countdown.tsx'
import { ShipDialog } from './ship-dialog.tsx'
import { StoreOrderStatusBadge } from './store-order-status-badge.tsx'
import { AmountRow, StoreOrderLines } from './store-order-lines.tsx'

/** The moment a store order reached the step it is at, as the card's date says it. */
function stepMoment(order: SellerStoreOrder): string | null {
  const moment = {
    AWAITING_PAYMENT: null,
    TO_SHIP: null,
    SHIPPED: order.shippedAt && `Shipped ${formatDateTime(order.shippedAt)}`,
    DELIVERED: order.deliveredAt && `Delivered ${formatDateTime(order.deliveredAt)}`,
    COMPLETED: order.completedAt && `Completed ${formatDateTime(order.completedAt)}`,
    CANCELED: order.canceledAt && `Canceled ${formatDateTime(order.canceledAt)}`,
  }[order.status]
  return moment ?? null
}

/** One store order in the seller's inbox (docs/product.md#order-inbox). */
export function SellerOrderCard({ slug, order }: { slug: string; order: SellerStoreOrder }) {
  const [dialog, setDialog] = useState<'ship' | 'cancel' | null>(null)
  const ship = useShipStoreOrder(slug)
  const cancel = useCancelStoreOrder(slug)
  const close = () => setDialog(null)
  const name = `order #${order.orderId}`
  const moment = stepMoment(order)
  const paid = order.itemsTotal + order.shipping.price

  return (
    <article
      aria-labelledby={`store-order-${order.id}-title`}
      data-testid={`store-order-${order.id}`}
      className="bg-card grid gap-4 rounded-xl border p-4 shadow-xs sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="grid gap-0.5">
          <h3 id={`store-order-${order.id}-title`} className="font-semibold">
            Order #{order.orderId}
          </h3>
          <p className="text-muted-foreground inline-flex items-center gap-1.5 text-sm">
            <UserIcon className="size-3.5" aria-hidden="true" />
            {order.buyer.name}
            <span> · Placed {formatDateTime(order.createdAt)}</span>
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
            <AmountRow label="Items total" amount={order.itemsTotal} />
            <AmountRow
              label={`Shipping · ${order.shipping.courierName} ${order.shipping.serviceName}`}
              amount={order.shipping.price}
            />
            <AmountRow label="Buyer paid" amount={paid} strong />
          </dl>
        </div>
        <div className="grid content-start gap-3 md:border-l md:pl-5">
          <div className="grid gap-1">
            <h4 className="text-muted-foreground text-xs font-medium tracking-wide uppercase">
              Ship to
            </h4>
            {order.address ? (
              <AddressBlock address={order.address} />
            ) : (
              <p className="text-muted-foreground text-sm">No address on this order.</p>
            )}
          </div>
          <div className="grid gap-1">
            <h4 className="text-muted-foreground text-xs font-medium tracking-wide uppercase">
              Courier
            </h4>
            <p className="inline-flex items-center gap-1.5 text-sm">
              <TruckIcon className="text-muted-foreground size-4" aria-hidden="true" />
              {order.shipping.courierName} · {order.shipping.serviceName}
              <span className="text-muted-foreground">({formatIDR(order.shipping.price)})</span>
            </p>
            {order.shipping.trackingNumber && (
              <p className="text-sm">
                Tracking number{' '}
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
              <span className="font-medium">Reason:</span> {order.cancelReason}
            </p>
          )}
          <RefundLine refund={order.refund} />
        </div>
      )}

      {order.status === 'TO_SHIP' && (
        <footer className="flex flex-col-reverse gap-2 border-t pt-4 sm:flex-row sm:justify-end">
          <Button
            variant="outline"
            aria-label={`Cancel ${name}`}
            onClick={() => setDialog('cancel')}
          >
            <XIcon aria-hidden="true" />
            Cancel
          </Button>
          <Button aria-label={`Ship ${name}`} onClick={() => setDialog('ship')}>
            <PackageCheckIcon aria-hidden="true" />
            Ship
          </Button>
        </footer>
      )}

      <ShipDialog
        open={dialog === 'ship'}
        onOpenChange={(open) => setDialog(open ? 'ship' : null)}
        title={`Ship order #${order.orderId}`}
        description={`Hand the parcel to ${order.shipping.courierName} (${order.shipping.serviceName}) and type the tracking number from the receipt. The buyer gets it by email.`}
        pending={ship.isPending}
        onSubmit={(trackingNumber, form) =>
          ship.mutate(
            { storeOrderId: order.id, trackingNumber },
            {
              onSuccess: () => {
                toast.success(`Order #${order.orderId} is shipped.`)
                close()
              },
              onError: (error) => {
                const fields = ['trackingNumber'] as const
                if (reportRefusal(error, { setError: form.setError, fields })) close()
              },
            },
          )
        }
      />
      <CancelReasonDialog
        open={dialog === 'cancel'}
        onOpenChange={(open) => setDialog(open ? 'cancel' : null)}
        title={`Cancel order #${order.orderId}?`}
        description={`The buyer is refunded ${formatIDR(paid)} (items and shipping) and the stock goes back to your store. This cannot be undone.`}
        placeholder="Out of stock, cannot ship in time…"
        pending={cancel.isPending}
        onSubmit={(reason, form) =>
          cancel.mutate(
            { storeOrderId: order.id, reason },
            {
              onSuccess: () => {
                toast.success(`Order #${order.orderId} is canceled. The buyer is refunded.`)
                close()
              },
              onError: (error) => {
                const fields = ['reason'] as const
                if (reportRefusal(error, { setError: form.setError, fields })) close()
              },
            },
          )
        }
      />
    </article>
  )
}
