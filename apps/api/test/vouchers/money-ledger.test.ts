// The ledger with vouchers (docs/decisions/1016-vouchers.md): a completed store order's SALE is
// items + shipping − its store discount, its FEE the fee percent of (items − store discount); the
// platform's discount lowers neither and shows in the operator's figures as `subsidies`.
import { describe, expect, it } from 'vitest'
import { completeDelivered, deliver } from '../../src/modules/fulfilment/service.ts'
import { setupListeningApp } from '../helpers/app.ts'
import { createUser } from '../helpers/builders.ts'
import { createPlatformVoucher, createStoreVoucher } from '../helpers/vouchers.ts'
import { call, OPERATOR_ENV, operatorOf } from '../admin/support.ts'
import { receiveStoreOrder, shipStoreOrder } from '../fulfilment/fixtures.ts'
import { balanceOf, entriesOf } from '../money/fixtures.ts'
import { bookedFor, ledgerSums, payAtTwin, paidFor, placeOrder, shopOf } from './money-support.ts'

// A fee of 2.5 %: the half-rupiah rounding shows.
const { app } = await setupListeningApp({ ...OPERATOR_ENV, PLATFORM_FEE_PERCENT: '2.5' })
const FEE_BP = 250
const operator = await operatorOf(app)

const figuresToday = async () => {
  const res = await call(app, operator, 'GET', '/api/v1/admin/figures?days=7')
  expect(res.status, res.raw).toBe(200)
  const { days, totals } = res.body.data
  return { today: days[6], totals }
}

describe('SALE and FEE of a discounted store order', () => {
  it('books items + shipping − store discount and the fee of (items − store discount); subsidies count the platform discount', async () => {
    const batik = await shopOf(app, 123_457)
    const kopi = await shopOf(app, 65_000)
    const storeVoucher = await createStoreVoucher(app, batik.store.id, {
      kind: 'PERCENT',
      value: 15,
      maxDiscount: 30_000,
    })
    const platformVoucher = await createPlatformVoucher(app, {
      kind: 'FIXED',
      value: 40_000,
      appliesTo: 'ITEMS',
    })
    const buyer = await createUser(app)
    const placed = await placeOrder(
      app,
      buyer,
      [
        { shop: batik, quantity: 2 },
        { shop: kopi, quantity: 1 },
      ],
      [storeVoucher.code, platformVoucher.code],
    )
    const a = placed.part(batik)
    const b = placed.part(kopi)
    expect(a.discount.store).toBe(30_000)
    expect(a.discount.platform + b.discount.platform).toBe(40_000)
    await payAtTwin(app, placed.token)
    const before = await figuresToday()

    // Paid, not completed: the pending balance is what the ledger will book, less the fee.
    const expectedA = bookedFor(a, FEE_BP)
    const expectedB = bookedFor(b, FEE_BP)
    expect(await balanceOf(app, batik)).toMatchObject({
      available: 0,
      pending: expectedA.SALE + expectedA.FEE,
    })
    expect(await balanceOf(app, kopi)).toMatchObject({
      available: 0,
      pending: expectedB.SALE + expectedB.FEE,
    })

    // The buyer receives the first; the second completes after delivery, by the job.
    expect((await shipStoreOrder(app, batik, a.id)).statusCode).toBe(200)
    const received = await receiveStoreOrder(app, buyer, placed.order.id, a.id)
    expect(received.statusCode, received.body).toBe(200)
    expect((await shipStoreOrder(app, kopi, b.id)).statusCode).toBe(200)
    await deliver(app.db, b.id, new Date(Date.now() - 4 * 86_400_000))
    expect(await completeDelivered(app.db, 3 * 86_400_000, new Date(), FEE_BP)).toBeGreaterThan(0)

    for (const [shop, part, expected] of [
      [batik, a, expectedA],
      [kopi, b, expectedB],
    ] as const) {
      const entries = await entriesOf(app, shop.store.id)
      const byKind = entries
        .map(({ kind, amount }) => ({ kind, amount }))
        .sort((x, y) => x.kind.localeCompare(y.kind))
      expect(byKind).toEqual([
        { kind: 'FEE', amount: expected.FEE },
        { kind: 'SALE', amount: expected.SALE },
      ])
      expect(await ledgerSums(app, [part.id])).toEqual(expected)
      // The pending figure became the available one, to the rupiah.
      expect(await balanceOf(app, shop)).toMatchObject({
        available: expected.SALE + expected.FEE,
        pending: 0,
      })
    }
    // With numbers: Rp 246.914 of items, Rp 30.000 off by the store: the fee is 2.5 % of
    // Rp 216.914 = 5.422,85 → Rp 5.423; the platform's share lowers neither.
    expect(expectedA.FEE).toBe(-5_423)
    expect(expectedA.SALE).toBe(246_914 + a.shipping.price - 30_000)

    // The seller keeps SALE + FEE, the platform the fee, less what it paid for its voucher:
    // together what the buyer paid.
    const kept = expectedA.SALE + expectedA.FEE + expectedB.SALE + expectedB.FEE
    const fees = -(expectedA.FEE + expectedB.FEE)
    expect(kept + fees - 40_000).toBe(placed.order.totalPrice)
    expect(paidFor(a) + paidFor(b)).toBe(placed.order.totalPrice)

    // The operator's figures: today's fees and subsidies grew by these two store orders'.
    const after = await figuresToday()
    expect(after.today.fees - before.today.fees).toBe(fees)
    expect(after.today.subsidies - before.today.subsidies).toBe(40_000)
    expect(after.totals.subsidies - before.totals.subsidies).toBe(40_000)
    expect(after.totals.fees - before.totals.fees).toBe(fees)
  })

  it('a store order without vouchers books as before, and a canceled one subsidises nothing', async () => {
    const shop = await shopOf(app, 100_000)
    const voucher = await createPlatformVoucher(app, {
      kind: 'FIXED',
      value: 10_000,
      appliesTo: 'SHIPPING',
    })
    const buyer = await createUser(app)
    const plain = await placeOrder(app, buyer, [{ shop }])
    await payAtTwin(app, plain.token)
    const discounted = await placeOrder(app, buyer, [{ shop }], [voucher.code])
    await payAtTwin(app, discounted.token)
    const before = await figuresToday()

    const part = plain.part(shop)
    expect(part.discount).toEqual({ store: 0, platform: 0 })
    expect((await shipStoreOrder(app, shop, part.id)).statusCode).toBe(200)
    const received = await receiveStoreOrder(app, buyer, plain.order.id, part.id)
    expect(received.statusCode, received.body).toBe(200)
    expect(await ledgerSums(app, [part.id])).toEqual({
      SALE: 100_000 + part.shipping.price,
      FEE: -2_500,
    })
    // Canceled: refunded, never booked, never subsidised.
    const canceled = discounted.part(shop)
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/stores/${shop.store.slug}/orders/${canceled.id}/cancel`,
      headers: shop.seller.auth,
      payload: { reason: 'Sold out' },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(await ledgerSums(app, [canceled.id])).toEqual({ SALE: 0, FEE: 0 })

    const after = await figuresToday()
    expect(after.today.subsidies).toBe(before.today.subsidies)
    expect(after.today.fees - before.today.fees).toBe(2_500)
  })
})
