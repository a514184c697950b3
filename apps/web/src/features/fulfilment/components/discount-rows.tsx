import type { StoreOrderDiscount } from '@pasar/shared'
import { DiscountRow } from '@/components/discount-row.tsx'
import { useT } from '../i18n/index.ts'

/**
 * A store order's (or a whole order's) voucher discounts, each on its own receipt line when there
 * is one: its store's voucher and the Pasar voucher (docs/decisions/1016-vouchers.md). `seller`:
 * the Pasar voucher's line says Pasar pays it, as the seller's sale does not bear it.
 */
export function DiscountRows({
  discount,
  seller = false,
}: {
  discount: StoreOrderDiscount
  seller?: boolean
}) {
  const { t } = useT()
  return (
    <>
      <DiscountRow label={t('discount.store')} amount={discount.store} testId="store-discount" />
      <DiscountRow
        label={seller ? t('discount.platformPaidByPasar') : t('discount.platform')}
        amount={discount.platform}
        testId="platform-discount"
      />
    </>
  )
}

/** What the buyer paid for a store order: items and shipping, both vouchers off. */
export function storeOrderPaid(order: {
  itemsTotal: number
  shipping: { price: number }
  discount: StoreOrderDiscount
}): number {
  return order.itemsTotal + order.shipping.price - order.discount.store - order.discount.platform
}
