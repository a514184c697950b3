import type { Voucher, VoucherPage } from '@pasar/shared'

/**
 * A store voucher as its owner sees it: HEMAT10, 10% up to Rp 20.000 on Rp 100.000 or more,
 * 3 of 100 uses, from 1 Nov to 31 Dec 2026, unless told otherwise.
 */
export function buildVoucher(id: number, overrides: Partial<Voucher> = {}): Voucher {
  return {
    id,
    code: 'HEMAT10',
    kind: 'PERCENT',
    value: 10,
    maxDiscount: 20_000,
    minSpend: 100_000,
    quota: 100,
    uses: 3,
    perBuyer: 1,
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: '2026-12-31T16:59:00.000Z',
    active: true,
    store: { name: 'Batik Sari', slug: 'batik-sari' },
    ...overrides,
  }
}

/** One page holding `vouchers`. */
export function voucherPage(vouchers: Voucher[], totalPages = 1): VoucherPage {
  return {
    data: vouchers,
    pagination: {
      currentPage: 1,
      totalPages,
      totalItems: vouchers.length,
      hasNextPage: totalPages > 1,
    },
  }
}
