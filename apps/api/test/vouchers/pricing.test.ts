// The one computation of a checkout's discounts (docs/decisions/1016-vouchers.md), without a
// database: rounding, caps, minimum spend, sharing, the Rp 1 floor, codes and offers.
import { VOUCHER_MESSAGES } from '@pasar/shared'
import { describe, expect, it } from 'vitest'
import {
  discountOf,
  firstRefusal,
  priceVouchers,
  shareOf,
  type PricedVoucher,
  type StorePart,
} from '../../src/modules/vouchers/pricing.ts'

const NOW = new Date('2026-11-30T03:00:00Z')
const DAY = 86_400_000
let nextId = 1

function voucher(overrides: Partial<PricedVoucher> = {}): PricedVoucher {
  return {
    id: nextId++,
    storeId: 1,
    code: 'DISKON10',
    kind: 'PERCENT',
    value: 10,
    maxDiscount: null,
    minSpend: 0,
    quota: 100,
    uses: 0,
    perBuyer: 1,
    appliesTo: 'ITEMS',
    startsAt: new Date(NOW.getTime() - DAY),
    endsAt: new Date(NOW.getTime() + DAY),
    active: true,
    buyerUses: 0,
    ...overrides,
  }
}

const store = (storeId: number, itemsTotal: number, shippingTotal = 10_000): StorePart => ({
  storeId,
  itemsTotal,
  shippingTotal,
})

describe('discountOf', () => {
  it('rounds a percentage down to the rupiah', () => {
    expect(discountOf(voucher({ value: 15 }), 99_999)).toBe(14_999)
    expect(discountOf(voucher({ value: 33 }), 3)).toBe(0)
  })
  it('caps a percentage at its maximum discount', () => {
    expect(discountOf(voucher({ value: 50, maxDiscount: 20_000 }), 100_000)).toBe(20_000)
  })
  it('never takes more than the base', () => {
    expect(discountOf(voucher({ kind: 'FIXED', value: 50_000 }), 30_000)).toBe(30_000)
  })
})

describe('shareOf', () => {
  it('shares in proportion, rounded down, the remainder on the last', () => {
    expect(shareOf(100, [100, 100, 100])).toEqual([33, 33, 34])
    expect(shareOf(10_000, [30_000, 70_000])).toEqual([3_000, 7_000])
  })
  it('never gives a share above its base: the excess moves to the ones before', () => {
    // ⌊10·5/11⌋ = 4, 4; the last would take 2 but its base is 1: 1 moves to the second.
    expect(shareOf(10, [5, 5, 1])).toEqual([4, 5, 1])
    expect(shareOf(11, [5, 5, 1])).toEqual([5, 5, 1])
    expect(shareOf(5, [5, 0])).toEqual([5, 0])
  })
  it('shares nothing when there is nothing to share', () => {
    expect(shareOf(0, [5, 5])).toEqual([0, 0])
    expect(shareOf(0, [0, 0])).toEqual([0, 0])
  })
  it('always adds up to the amount', () => {
    const cases: [number, number[]][] = [
      [7, [3, 3, 1]],
      [999, [100, 200, 300, 399]],
      [12_345, [10_000, 1, 5_000]],
    ]
    for (const [amount, bases] of cases) {
      const shares = shareOf(amount, bases)
      expect(shares.reduce((a, b) => a + b, 0)).toBe(amount)
      shares.forEach((share, index) => expect(share).toBeLessThanOrEqual(bases[index] ?? 0))
    }
  })
})

describe('priceVouchers', () => {
  it('applies nothing without codes', () => {
    const pricing = priceVouchers({
      stores: [store(1, 100_000)],
      codes: [],
      vouchers: [],
      now: NOW,
    })
    expect(pricing).toMatchObject({
      itemsTotal: 100_000,
      shippingTotal: 10_000,
      discountTotal: 0,
      totalPrice: 110_000,
      codes: [],
      applied: [],
    })
    expect(pricing.stores[0]?.discount).toEqual({ store: 0, platform: 0 })
  })

  it("takes a store voucher off its store's items only", () => {
    const mine = voucher({ storeId: 1, code: 'TOKO10', value: 10 })
    const pricing = priceVouchers({
      stores: [store(1, 100_000), store(2, 50_000)],
      codes: ['TOKO10'],
      vouchers: [mine],
      now: NOW,
    })
    expect(pricing.stores.map((s) => s.discount)).toEqual([
      { store: 10_000, platform: 0 },
      { store: 0, platform: 0 },
    ])
    expect(pricing.stores[0]?.voucher?.id).toBe(mine.id)
    expect(pricing.discountTotal).toBe(10_000)
    expect(pricing.totalPrice).toBe(170_000 - 10_000)
    expect(pricing.codes).toEqual([{ code: 'TOKO10', applied: true }])
    expect(pricing.applied).toEqual([{ voucher: mine, storeId: 1, amount: 10_000 }])
  })

  it('names every store of the selection holding the code', () => {
    const a = voucher({ storeId: 1, code: 'SAME', kind: 'FIXED', value: 5_000 })
    const b = voucher({ storeId: 2, code: 'SAME', kind: 'FIXED', value: 3_000 })
    const pricing = priceVouchers({
      stores: [store(1, 100_000), store(2, 50_000)],
      codes: ['SAME'],
      vouchers: [a, b],
      now: NOW,
    })
    expect(pricing.stores.map((s) => s.discount.store)).toEqual([5_000, 3_000])
  })

  it('applies a platform ITEMS voucher to the items after store discounts, shared by base', () => {
    const toko = voucher({ storeId: 1, code: 'TOKO', kind: 'FIXED', value: 20_000 })
    const pasar = voucher({ storeId: null, code: 'PASAR10', value: 10 })
    const pricing = priceVouchers({
      stores: [store(1, 100_000), store(2, 40_000)],
      codes: ['TOKO', 'PASAR10'],
      vouchers: [toko, pasar],
      now: NOW,
    })
    // Bases 80,000 and 40,000: 10 % of 120,000 = 12,000 → 8,000 and 4,000.
    expect(pricing.stores.map((s) => s.discount)).toEqual([
      { store: 20_000, platform: 8_000 },
      { store: 0, platform: 4_000 },
    ])
    expect(pricing.discountTotal).toBe(32_000)
    expect(pricing.totalPrice).toBe(140_000 + 20_000 - 32_000)
    expect(pricing.applied.at(-1)).toEqual({ voucher: pasar, storeId: null, amount: 12_000 })
  })

  it('applies a SHIPPING voucher to the shipping, never above it', () => {
    const ongkir = voucher({
      storeId: null,
      code: 'ONGKIR',
      kind: 'FIXED',
      value: 50_000,
      appliesTo: 'SHIPPING',
    })
    const pricing = priceVouchers({
      stores: [store(1, 100_000, 9_000), store(2, 40_000, 18_000)],
      codes: ['ONGKIR'],
      vouchers: [ongkir],
      now: NOW,
    })
    expect(pricing.stores.map((s) => s.discount.platform)).toEqual([9_000, 18_000])
    expect(pricing.discountTotal).toBe(27_000)
  })

  it('rounds the platform share down and puts the remainder on the last store', () => {
    const pasar = voucher({ storeId: null, code: 'PASAR', kind: 'FIXED', value: 1_000 })
    const pricing = priceVouchers({
      stores: [store(1, 10_000), store(2, 10_000), store(3, 10_000)],
      codes: ['PASAR'],
      vouchers: [pasar],
      now: NOW,
    })
    expect(pricing.stores.map((s) => s.discount.platform)).toEqual([333, 333, 334])
  })

  it('measures a store voucher minimum spend on its items, the platform one after store discounts', () => {
    const toko = voucher({ storeId: 1, code: 'TOKO', kind: 'FIXED', value: 10_000 })
    const pasar = voucher({ storeId: null, code: 'PASAR', minSpend: 100_000 })
    const pricing = priceVouchers({
      stores: [store(1, 100_000)],
      codes: ['TOKO', 'PASAR'],
      vouchers: [toko, pasar],
      now: NOW,
    })
    expect(pricing.codes).toEqual([
      { code: 'TOKO', applied: true },
      {
        code: 'PASAR',
        applied: false,
        message: 'Spend at least Rp 100.000 to use this voucher.',
      },
    ])
    expect(pricing.discountTotal).toBe(10_000)
    expect(firstRefusal(pricing)).toBe('Spend at least Rp 100.000 to use this voucher.')
  })

  it('refuses with the reason of §11', () => {
    const cases: [Partial<PricedVoucher>, string][] = [
      [{ startsAt: new Date(NOW.getTime() + 1) }, VOUCHER_MESSAGES.notStarted],
      [{ endsAt: NOW }, VOUCHER_MESSAGES.ended],
      [{ active: false }, VOUCHER_MESSAGES.ended],
      [{ minSpend: 100_001 }, 'Spend at least Rp 100.001 to use this voucher.'],
      [{ quota: 3, uses: 3 }, VOUCHER_MESSAGES.runOut],
      [{ perBuyer: 2, buyerUses: 2 }, VOUCHER_MESSAGES.used],
    ]
    for (const [overrides, message] of cases) {
      const refused = voucher({ code: 'NOPE', ...overrides })
      const pricing = priceVouchers({
        stores: [store(1, 100_000)],
        codes: ['NOPE'],
        vouchers: [refused],
        now: NOW,
      })
      expect(pricing.codes).toEqual([{ code: 'NOPE', applied: false, message }])
      expect(pricing.discountTotal).toBe(0)
      expect(pricing.stores[0]?.voucher).toBeNull()
      expect(pricing.applied).toEqual([])
    }
  })

  it('refuses an unknown code and a code of a store not in the selection', () => {
    const elsewhere = voucher({ storeId: 9, code: 'ELSEWHERE' })
    const pricing = priceVouchers({
      stores: [store(1, 100_000)],
      codes: ['GHOST', 'ELSEWHERE'],
      vouchers: [elsewhere],
      now: NOW,
    })
    expect(pricing.codes).toEqual([
      { code: 'GHOST', applied: false, message: VOUCHER_MESSAGES.unknown },
      { code: 'ELSEWHERE', applied: false, message: VOUCHER_MESSAGES.unknown },
    ])
  })

  it('refuses a second code for a store and a second platform code', () => {
    const one = voucher({ storeId: 1, code: 'ONE', kind: 'FIXED', value: 1_000 })
    const two = voucher({ storeId: 1, code: 'TWO', kind: 'FIXED', value: 2_000 })
    const p1 = voucher({ storeId: null, code: 'P1', kind: 'FIXED', value: 1_000 })
    const p2 = voucher({ storeId: null, code: 'P2', kind: 'FIXED', value: 2_000 })
    const pricing = priceVouchers({
      stores: [store(1, 100_000)],
      codes: ['ONE', 'TWO', 'P1', 'P2'],
      vouchers: [one, two, p1, p2],
      now: NOW,
    })
    expect(pricing.codes).toEqual([
      { code: 'ONE', applied: true },
      { code: 'TWO', applied: false, message: VOUCHER_MESSAGES.oneStoreVoucher },
      { code: 'P1', applied: true },
      { code: 'P2', applied: false, message: VOUCHER_MESSAGES.onePlatformVoucher },
    ])
    expect(pricing.discountTotal).toBe(2_000)
  })

  it("prefers a store's code over the platform's of the same code", () => {
    const toko = voucher({ storeId: 1, code: 'HEMAT', kind: 'FIXED', value: 1_000 })
    const pasar = voucher({ storeId: null, code: 'HEMAT', kind: 'FIXED', value: 5_000 })
    const pricing = priceVouchers({
      stores: [store(1, 100_000)],
      codes: ['HEMAT'],
      vouchers: [toko, pasar],
      now: NOW,
    })
    expect(pricing.stores[0]?.discount).toEqual({ store: 1_000, platform: 0 })
  })

  it('keeps the total at Rp 1 at least: the platform discount gives way first', () => {
    const toko = voucher({ storeId: 1, code: 'TOKO', kind: 'FIXED', value: 5_000 })
    const pasar = voucher({ storeId: null, code: 'PASAR', kind: 'FIXED', value: 5_000 })
    const ongkir = voucher({ storeId: null, code: 'ONGKIR', kind: 'FIXED', value: 5_000 })
    const all = priceVouchers({
      stores: [store(1, 5_000, 0)],
      codes: ['PASAR'],
      vouchers: [pasar],
      now: NOW,
    })
    expect(all.totalPrice).toBe(1)
    expect(all.stores[0]?.discount).toEqual({ store: 0, platform: 4_999 })
    const storeOnly = priceVouchers({
      stores: [store(1, 5_000, 0)],
      codes: ['TOKO', 'ONGKIR'],
      vouchers: [toko, { ...ongkir, appliesTo: 'SHIPPING' }],
      now: NOW,
    })
    expect(storeOnly.totalPrice).toBe(1)
    expect(storeOnly.stores[0]?.discount).toEqual({ store: 4_999, platform: 0 })
    expect(storeOnly.applied[0]?.amount).toBe(4_999)
  })

  it("lists a store's offers: usable first, the larger discount first", () => {
    const small = voucher({ storeId: 1, code: 'SMALL', kind: 'FIXED', value: 1_000 })
    const big = voucher({ storeId: 1, code: 'BIG', value: 20 })
    const far = voucher({
      storeId: 1,
      code: 'FAR',
      kind: 'FIXED',
      value: 50_000,
      minSpend: 500_000,
    })
    const other = voucher({ storeId: 2, code: 'OTHER' })
    const pricing = priceVouchers({
      stores: [store(1, 100_000)],
      codes: [],
      vouchers: [],
      offers: [far, small, big, other],
      now: NOW,
    })
    expect(
      pricing.stores[0]?.offers.map((offer) => [offer.voucher.code, offer.discount, offer.message]),
    ).toEqual([
      ['BIG', 20_000, null],
      ['SMALL', 1_000, null],
      ['FAR', 0, 'Spend at least Rp 500.000 to use this voucher.'],
    ])
  })
})
