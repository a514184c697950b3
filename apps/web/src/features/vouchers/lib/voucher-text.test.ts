import { describe, expect, it } from 'vitest'
import { t } from '../i18n/index.ts'
import { discountText, minSpendText, voucherStatus } from './voucher-text.ts'

const NOW = Date.parse('2026-12-10T00:00:00.000Z')
const period = { startsAt: '2026-12-01T00:00:00.000Z', endsAt: '2026-12-31T00:00:00.000Z' }

describe('discountText', () => {
  it('words each kind of discount', () => {
    const terms = { kind: 'PERCENT', value: 10, maxDiscount: 20_000 } as const
    expect(discountText(t, terms)).toBe('Discount 10% up to Rp 20.000')
    expect(discountText(t, { ...terms, maxDiscount: null })).toBe('Discount 10%')
    expect(discountText(t, { kind: 'FIXED', value: 15_000, maxDiscount: null })).toBe(
      'Rp 15.000 off',
    )
    expect(
      discountText(t, { kind: 'FIXED', value: 20_000, maxDiscount: null, appliesTo: 'SHIPPING' }),
    ).toBe('Free shipping up to Rp 20.000')
    expect(discountText(t, { ...terms, appliesTo: 'SHIPPING' })).toBe(
      'Shipping 10% off up to Rp 20.000',
    )
  })

  it('says when there is no minimum spend', () => {
    expect(minSpendText(t, 100_000)).toBe('Min. spend Rp 100.000')
    expect(minSpendText(t, 0)).toBe('No minimum spend')
  })
})

describe('voucherStatus', () => {
  const voucher = { ...period, active: true, uses: 3, quota: 100 }
  it('is active within its period with uses left', () => {
    expect(voucherStatus(voucher, NOW)).toBe('ACTIVE')
  })
  it('is scheduled before its start, used up at its quota, ended after its end or when ended', () => {
    expect(voucherStatus(voucher, Date.parse('2026-11-30T00:00:00.000Z'))).toBe('SCHEDULED')
    expect(voucherStatus({ ...voucher, uses: 100 }, NOW)).toBe('USED_UP')
    expect(voucherStatus(voucher, Date.parse('2026-12-31T00:00:00.000Z'))).toBe('ENDED')
    expect(voucherStatus({ ...voucher, active: false }, NOW)).toBe('ENDED')
  })
})
