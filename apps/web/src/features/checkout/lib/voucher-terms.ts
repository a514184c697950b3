import { formatIDR, type PublicVoucher } from '@pasar/shared'
import type { CheckoutT } from '../i18n/index.ts'

/** 'Diskon 10%' or 'Potongan Rp 10.000': what a voucher takes off, as its ticket says it. */
export function voucherTitle(t: CheckoutT, voucher: Pick<PublicVoucher, 'kind' | 'value'>) {
  return voucher.kind === 'PERCENT'
    ? t('voucher.percent', { value: voucher.value })
    : t('voucher.fixed', { amount: formatIDR(voucher.value) })
}

/** 'maks. Rp 20.000 · min. belanja Rp 50.000': its cap and its minimum spend, when it has them. */
export function voucherTerms(
  t: CheckoutT,
  voucher: Pick<PublicVoucher, 'maxDiscount' | 'minSpend'>,
): string {
  const terms: string[] = []
  if (voucher.maxDiscount !== null)
    terms.push(t('voucher.upTo', { amount: formatIDR(voucher.maxDiscount) }))
  if (voucher.minSpend > 0)
    terms.push(t('voucher.minSpend', { amount: formatIDR(voucher.minSpend) }))
  return terms.join(' · ')
}

/** '−Rp 15.000': a discount as receipts show it. */
export const minusIDR = (amount: number) => `−${formatIDR(amount)}`
