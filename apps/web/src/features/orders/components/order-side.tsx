import type { Order } from '@pasar/shared'
import { AddressBlock, AmountRow, DiscountRows } from '@/features/fulfilment/index.ts'
import { useT } from '../i18n/index.ts'

/**
 * Where the order goes and what it costs: items, shipping, the vouchers' discounts and the total
 * (items + shipping − discounts; docs/decisions/1016-vouchers.md).
 */
export function OrderSide({ order }: { order: Order }) {
  const { t } = useT()
  const store = order.storeOrders.reduce((sum, part) => sum + part.discount.store, 0)
  return (
    <aside className="grid content-start gap-4" aria-label={t('summaryLabel')}>
      {order.address && (
        <section className="bg-card grid gap-2 rounded-xl border p-4 shadow-xs sm:p-6">
          <h2 className="font-semibold">{t('shipTo')}</h2>
          <AddressBlock address={order.address} />
        </section>
      )}
      <section className="bg-card grid gap-3 rounded-xl border p-4 shadow-xs sm:p-6">
        <h2 className="font-semibold">{t('summary')}</h2>
        <dl className="grid gap-1 text-sm" data-testid="order-totals">
          <AmountRow label={t('amount.items')} amount={order.itemsTotal} />
          <AmountRow label={t('amount.shipping')} amount={order.shippingTotal} />
          <DiscountRows discount={{ store, platform: order.discountTotal - store }} />
          <AmountRow
            label={t('amount.total')}
            amount={order.totalPrice}
            strong
            className="mt-1 border-t pt-2"
          />
        </dl>
      </section>
    </aside>
  )
}
