import { formatIDR, orderLineName, type AdminOrderDetail } from '@pasar/shared'
import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge.tsx'
import { TitledDialog } from '@/components/ui/titled-dialog.tsx'
import { ErrorState } from '@/components/ui/error-state.tsx'
import { SkeletonList } from '@/components/ui/skeleton-list.tsx'
import { useAdminOrder } from '../api/admin.ts'
import { useT } from '../i18n/index.ts'
import { orderStatusVariant } from '../lib/order-status.ts'
import { useWhen } from './admin-table.tsx'

export interface OrderDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The order to show; null while none is picked. */
  id: number | null
}

/** `OrderDialog`'s box (order-dialog.tsx loads it when it first opens). */
export default function OrderDialogBox({ open, onOpenChange, id }: OrderDialogProps) {
  const { t } = useT()
  const when = useWhen()
  const query = useAdminOrder(id)
  const order = query.data?.data
  return (
    <TitledDialog
      open={open}
      onOpenChange={onOpenChange}
      title={id === null ? t('orders') : t('orders.number', { id })}
      description={
        order
          ? t('orders.placed', {
              when: when(order.createdAt),
              name: order.buyer.name,
              email: order.buyer.email,
            })
          : t('orders.loading')
      }
      className="sm:max-w-2xl"
    >
      {order ? (
        <OrderBody order={order} />
      ) : query.isError ? (
        <ErrorState query={query} title={t('orders.notLoaded')} />
      ) : (
        <SkeletonList count={4} rowClassName="h-12 w-full" />
      )}
    </TitledDialog>
  )
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  )
}

/** A label and its value; a phone stacks them. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[8rem_1fr] sm:gap-2">
      <dt className="text-muted-foreground text-xs sm:text-sm">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  )
}

/** A part listing `items`, each drawn by `children`; `empty` says when there are none. */
function ListPart<T>({
  title,
  empty,
  items,
  children,
}: {
  title: string
  empty: string
  items: T[]
  children: (item: T) => ReactNode
}) {
  return (
    <Part title={title}>
      {items.length === 0 ? (
        <p className="text-muted-foreground text-sm">{empty}</p>
      ) : (
        <ul className="grid gap-2">{items.map(children)}</ul>
      )}
    </Part>
  )
}

function OrderBody({ order }: { order: AdminOrderDetail }) {
  const { t } = useT()
  const when = useWhen()
  const address = order.address
  return (
    <div className="grid min-w-0 gap-5">
      <Part title={t('orders.summary')}>
        <dl className="grid gap-2">
          <Fact label={t('column.status')}>
            <Badge variant={orderStatusVariant(order.status)}>
              {t(`orders.status.${order.status}`)}
            </Badge>
          </Fact>
          <Fact label={t('orders.total')}>
            <span className="font-medium tabular-nums">{formatIDR(order.totalPrice)}</span>
          </Fact>
          <Fact label={t('orders.items')}>
            <span className="tabular-nums">{formatIDR(order.itemsTotal)}</span>
          </Fact>
          <Fact label={t('orders.shipping')}>
            <span className="tabular-nums">{formatIDR(order.shippingTotal)}</span>
          </Fact>
          {order.discountTotal > 0 && (
            <Fact label={t('orders.discounts')}>
              <span className="text-emerald-700 tabular-nums" data-testid="admin-order-discount">
                −{formatIDR(order.discountTotal)}
              </span>
            </Fact>
          )}
          <Fact label={t('orders.address')}>
            {address
              ? `${address.recipientName}, ${address.phone} · ${address.street}, ${address.district}, ${address.city}, ${address.province} ${address.postalCode}`
              : t('orders.noAddress')}
          </Fact>
        </dl>
      </Part>

      <ListPart
        title={t('orders.storeOrders')}
        empty={t('orders.noStores')}
        items={order.storeOrders}
      >
        {(part) => (
          <li key={part.id} className="grid gap-1 rounded-lg border p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium">
                {part.store.name} <span className="text-muted-foreground">#{part.id}</span>
              </span>
              <Badge variant={part.status === 'CANCELED' ? 'muted' : 'secondary'}>
                {t(`orders.part.${part.status}`)}
              </Badge>
            </div>
            <ul className="text-muted-foreground text-xs">
              {part.orderItems.map((item) => (
                <li key={item.id}>
                  {orderLineName(item.productName, item.variantLabel)} × {item.quantity} ·{' '}
                  <span className="tabular-nums">{formatIDR(item.price * item.quantity)}</span>
                </li>
              ))}
            </ul>
            <span className="text-xs">
              {part.shipping.courierName} {part.shipping.serviceName} ·{' '}
              <span className="tabular-nums">{formatIDR(part.shipping.price)}</span>
              {part.shipping.trackingNumber &&
                ` · ${t('orders.tracking', { number: part.shipping.trackingNumber })}`}
            </span>
            {(part.discount.store > 0 || part.discount.platform > 0) && (
              <span className="flex flex-wrap gap-x-2 text-xs text-emerald-700">
                {part.discount.store > 0 && (
                  <span className="whitespace-nowrap">
                    {t('orders.storeVoucher', { amount: formatIDR(part.discount.store) })}
                  </span>
                )}
                {part.discount.platform > 0 && (
                  <span className="whitespace-nowrap">
                    {t('orders.pasarVoucher', { amount: formatIDR(part.discount.platform) })}
                  </span>
                )}
              </span>
            )}
            {part.cancelReason && (
              <span className="text-xs">
                {t('orders.canceledBecause', { reason: part.cancelReason })}
              </span>
            )}
          </li>
        )}
      </ListPart>

      <ListPart title={t('orders.payments')} empty={t('orders.noPayments')} items={order.payments}>
        {(payment) => (
          <li
            key={payment.providerOrderId}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm"
          >
            <span className="grid">
              <span className="font-medium">
                {t('orders.attempt', { attempt: payment.attempt })}
              </span>
              <span className="text-muted-foreground text-xs break-all">
                {payment.provider} · {payment.providerOrderId} · {when(payment.createdAt)}
              </span>
            </span>
            <Badge variant={orderStatusVariant(payment.status)}>
              {t(`orders.status.${payment.status}`)}
            </Badge>
          </li>
        )}
      </ListPart>

      <ListPart title={t('orders.refunds')} empty={t('orders.noRefunds')} items={order.refunds}>
        {(refund) => (
          <li key={refund.id} className="grid gap-1 rounded-lg border p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium tabular-nums">{formatIDR(refund.amount)}</span>
              <Badge variant={refund.status === 'FAILED' ? 'destructive' : 'secondary'}>
                {t(`orders.refund.${refund.status}`)}
              </Badge>
            </div>
            <span className="text-muted-foreground text-xs">
              {refund.storeOrderId === null
                ? t('orders.refundWhole')
                : t('orders.refundFor', { id: refund.storeOrderId })}{' '}
              · {refund.reason}
            </span>
            {refund.failureMessage && <span className="text-xs">{refund.failureMessage}</span>}
            {refund.settled && (
              <span className="text-xs">
                {t('refunds.settledNote', { note: refund.settled.note })}
              </span>
            )}
          </li>
        )}
      </ListPart>

      <Part title={t('orders.timeline')}>
        <ol className="grid gap-2 border-l pl-4">
          {order.timeline.map((entry, index) => (
            <li key={index} className="grid text-sm">
              <span>
                {t(`orders.event.${entry.event}`, { id: entry.storeOrderId ?? '' })}
                {entry.detail && (
                  <span className="text-muted-foreground break-words"> · {entry.detail}</span>
                )}
              </span>
              <time dateTime={entry.at} className="text-muted-foreground text-xs">
                {when(entry.at)}
              </time>
            </li>
          ))}
        </ol>
      </Part>
    </div>
  )
}
