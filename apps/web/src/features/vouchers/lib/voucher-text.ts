import { formatIDR, type PublicVoucher } from '@pasar/shared'
import type { VouchersT } from '../i18n/index.ts'

type Terms = Pick<PublicVoucher, 'kind' | 'value' | 'maxDiscount' | 'appliesTo'>

/**
 * What a voucher takes off, as shoppers read it: 'Diskon 10% s/d Rp 20.000', 'Potongan
 * Rp 15.000', 'Gratis Ongkir s/d Rp 20.000' for a platform voucher on the shipping.
 */
export function discountText(t: VouchersT, voucher: Terms): string {
  const shipping = voucher.appliesTo === 'SHIPPING'
  if (voucher.kind === 'FIXED') {
    const amount = formatIDR(voucher.value)
    return shipping ? t('discount.shippingFixed', { amount }) : t('discount.fixed', { amount })
  }
  const percent = voucher.value
  if (voucher.maxDiscount === null) {
    return t(shipping ? 'discount.shippingPercent' : 'discount.percent', { percent })
  }
  const cap = formatIDR(voucher.maxDiscount)
  return t(shipping ? 'discount.shippingPercentCapped' : 'discount.percentCapped', { percent, cap })
}

/** 'Min. belanja Rp 100.000', or that there is none. */
export function minSpendText(t: VouchersT, minSpend: number): string {
  return minSpend > 0 ? t('minSpend', { amount: formatIDR(minSpend) }) : t('minSpend.none')
}

export const VOUCHER_STATUSES = ['ACTIVE', 'SCHEDULED', 'USED_UP', 'ENDED'] as const
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number]

/**
 * Where a voucher stands at `now`: ended (by its owner, or its end passed), not started yet,
 * every use taken, or usable. Only an ended one can no longer be ended.
 */
export function voucherStatus(
  voucher: { active: boolean; startsAt: string; endsAt: string; uses?: number; quota: number },
  now: number = Date.now(),
): VoucherStatus {
  if (!voucher.active || Date.parse(voucher.endsAt) <= now) return 'ENDED'
  if (Date.parse(voucher.startsAt) > now) return 'SCHEDULED'
  if (voucher.uses !== undefined && voucher.uses >= voucher.quota) return 'USED_UP'
  return 'ACTIVE'
}
