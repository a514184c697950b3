import type { Voucher } from '@pasar/shared'
import { Badge } from '@/components/ui/badge.tsx'
import { useDateTimeFormat } from '@/i18n/format.ts'
import { useT } from '../i18n/index.ts'
import { discountText, voucherStatus, type VoucherStatus } from '../lib/voucher-text.ts'

const STATUS_VARIANT: Record<VoucherStatus, 'success' | 'secondary' | 'warning' | 'muted'> = {
  ACTIVE: 'success',
  SCHEDULED: 'secondary',
  USED_UP: 'warning',
  ENDED: 'muted',
}

/** Active, Scheduled, Used up or Ended, as of `now`. */
export function VoucherStatusBadge({ voucher, now }: { voucher: Voucher; now: number }) {
  const { t } = useT()
  const status = voucherStatus(voucher, now)
  return <Badge variant={STATUS_VARIANT[status]}>{t(`status.${status}`)}</Badge>
}

/** 'Diskon 10% s/d Rp 20.000', 'Potongan Rp 15.000', 'Gratis Ongkir s/d Rp 20.000'. */
export function VoucherDiscount({ voucher }: { voucher: Voucher }) {
  const { t } = useT()
  return <>{discountText(t, voucher)}</>
}

/** From its start to its end: '1 Dec 2026, 09:00 – 31 Dec 2026, 23:59'. */
export function VoucherPeriod({ voucher }: { voucher: Pick<Voucher, 'startsAt' | 'endsAt'> }) {
  const { t } = useT()
  const when = useDateTimeFormat()
  return <>{t('period', { start: when(voucher.startsAt), end: when(voucher.endsAt) })}</>
}

/** Uses so far of the quota: '3 of 100'. */
export function VoucherUses({ voucher }: { voucher: Pick<Voucher, 'uses' | 'quota'> }) {
  const { t } = useT()
  return (
    <span className="tabular-nums">{t('uses', { uses: voucher.uses, quota: voucher.quota })}</span>
  )
}
