// Vouchers after the order (docs/decisions/1016-vouchers.md): canceling a paid store order
// refunds what was paid for it, items + shipping − both discounts; an order that expires or is
// canceled unpaid gives its uses back, once; a paid order canceled later keeps them.
import { describe, expect, it } from 'vitest'
import { applyPaymentStatus, expireOverdueOrders } from '../../src/modules/orders/payment-state.ts'
import { refundDepsOf } from '../../src/modules/refunds/deps.ts'
import { setupListeningApp } from '../helpers/app.ts'
import { createUser } from '../helpers/builders.ts'
import { createPlatformVoucher, createStoreVoucher, voucherRow } from '../helpers/vouchers.ts'
import { refundsOf, sellerCancelStoreOrder, storeOrderRow } from '../fulfilment/fixtures.ts'
import { cancelOrder, getOrder, orderRow } from '../orders/shop.ts'
import {
  payAtTwin,
  paidFor,
  placeOrder,
  shopOf,
  storeOrderRefunds,
  usesOfOrder,
} from './money-support.ts'

const { app, config } = await setupListeningApp()
const DAY = 86_400_000

/** Two shops, a 10 % store voucher on the first and a platform voucher on the items. */
async function discountedSetup(platform: { kind: 'PERCENT' | 'FIXED'; value: number }) {
  const batik = await shopOf(app, 120_000)
  const kopi = await shopOf(app, 80_000)
  const storeVoucher = await createStoreVoucher(app, batik.store.id, { value: 10 })
  const platformVoucher = await createPlatformVoucher(app, { ...platform, appliesTo: 'ITEMS' })
  return { batik, kopi, storeVoucher, platformVoucher }
}

describe('refunds of discounted store orders', () => {
  it('cancel of a paid store order refunds items + shipping − its store and platform discounts', async () => {
    const { batik, kopi, storeVoucher, platformVoucher } = await discountedSetup({
      kind: 'FIXED',
      value: 25_000,
    })
    const buyer = await createUser(app)
    const placed = await placeOrder(
      app,
      buyer,
      [{ shop: batik }, { shop: kopi, quantity: 2 }],
      [storeVoucher.code, platformVoucher.code],
    )
    const a = placed.part(batik)
    const b = placed.part(kopi)
    expect(a.discount.store).toBe(12_000)
    expect(b.discount.store).toBe(0)
    expect(a.discount.platform + b.discount.platform).toBe(25_000)
    expect(a.discount.platform).toBeGreaterThan(0)
    expect(b.discount.platform).toBeGreaterThan(0)
    expect(paidFor(a) + paidFor(b)).toBe(placed.order.totalPrice)
    await payAtTwin(app, placed.token)

    // The seller of the first cancels; the buyer cancels the second.
    const sellerCancel = await sellerCancelStoreOrder(app, batik, a.id, 'Out of stock, sorry')
    expect(sellerCancel.statusCode, sellerCancel.body).toBe(200)
    const buyerCancel = await app.inject({
      method: 'POST',
      url: `/api/v1/orders/${placed.order.id}/store-orders/${b.id}/cancel`,
      headers: buyer.auth,
      payload: { reason: 'Changed my mind' },
    })
    expect(buyerCancel.statusCode, buyerCancel.body).toBe(200)

    const [refundA] = await refundsOf(app, a.id)
    const [refundB] = await refundsOf(app, b.id)
    expect(refundA).toMatchObject({ amount: paidFor(a), status: 'DONE' })
    expect(refundB).toMatchObject({ amount: paidFor(b), status: 'DONE' })
    // Everything the buyer paid comes back, to the rupiah.
    expect((refundA?.amount ?? 0) + (refundB?.amount ?? 0)).toBe(placed.order.totalPrice)

    // The buyer's order shows the same amounts.
    const shown = (await getOrder(app, buyer, placed.order.id)).json().data
    const refundOf = (id: number) =>
      shown.storeOrders.find((s: { id: number }) => s.id === id)?.refund?.amount
    expect(refundOf(a.id)).toBe(paidFor(a))
    expect(refundOf(b.id)).toBe(paidFor(b))

    // A paid order canceled later keeps its uses.
    expect((await voucherRow(app, storeVoucher.id)).uses).toBe(1)
    expect((await voucherRow(app, platformVoucher.id)).uses).toBe(1)
    const uses = await usesOfOrder(app, placed.order.id)
    expect(uses).toHaveLength(2)
    expect(uses.every((use) => use.releasedAt === null)).toBe(true)
  })

  it('a platform SHIPPING voucher is refunded off the shipping it lowered', async () => {
    const shop = await shopOf(app, 50_000)
    const free = await createPlatformVoucher(app, {
      kind: 'FIXED',
      value: 10_000,
      appliesTo: 'SHIPPING',
    })
    const buyer = await createUser(app)
    const placed = await placeOrder(app, buyer, [{ shop }], [free.code])
    const part = placed.part(shop)
    expect(part.discount).toEqual({
      store: 0,
      platform: Math.min(10_000, part.shipping.price),
    })
    await payAtTwin(app, placed.token)
    const res = await sellerCancelStoreOrder(app, shop, part.id, 'Cannot ship this week')
    expect(res.statusCode, res.body).toBe(200)
    expect(await storeOrderRefunds(app, [part.id])).toEqual([
      { storeOrderId: part.id, amount: paidFor(part), status: 'DONE' },
    ])
    expect(paidFor(part)).toBe(placed.order.totalPrice)
  })
})

describe('uses given back', () => {
  it('an order that expires gives its uses back once: not again on a second run, nor on a late payment', async () => {
    const { batik, kopi, storeVoucher, platformVoucher } = await discountedSetup({
      kind: 'PERCENT',
      value: 5,
    })
    // Another buyer's paid order holds a use of each: a second release would show.
    const keeper = await createUser(app)
    const kept = await placeOrder(
      app,
      keeper,
      [{ shop: batik }, { shop: kopi }],
      [storeVoucher.code, platformVoucher.code],
    )
    await payAtTwin(app, kept.token)

    const buyer = await createUser(app)
    const placed = await placeOrder(
      app,
      buyer,
      [{ shop: batik }, { shop: kopi }],
      [storeVoucher.code, platformVoucher.code],
    )
    expect((await voucherRow(app, storeVoucher.id)).uses).toBe(2)
    expect((await voucherRow(app, platformVoucher.id)).uses).toBe(2)

    const later = new Date(Date.now() + 2 * DAY)
    while ((await expireOverdueOrders(refundDepsOf(app), later)) > 0);
    expect((await orderRow(app, placed.order.id))?.status).toBe('EXPIRED')
    expect((await voucherRow(app, storeVoucher.id)).uses).toBe(1)
    expect((await voucherRow(app, platformVoucher.id)).uses).toBe(1)
    const released = await usesOfOrder(app, placed.order.id)
    expect(released).toHaveLength(2)
    expect(released.every((use) => use.releasedAt !== null)).toBe(true)
    const keptUses = await usesOfOrder(app, kept.order.id)
    expect(keptUses.every((use) => use.releasedAt === null)).toBe(true)

    // A second run (two processes at once) finds nothing to expire and gives nothing back.
    const again = await Promise.all([
      expireOverdueOrders(refundDepsOf(app), later),
      expireOverdueOrders(refundDepsOf(app), later),
    ])
    expect(again).toEqual([0, 0])
    // The provider's own 'expired' after the job changes nothing either.
    const providerOrderId = `PSR-${placed.order.id}-1`
    const links = refundDepsOf(app).links
    const expired = await applyPaymentStatus(app.db, providerOrderId, 'EXPIRED', {
      shipWithinMs: config.shipWithinMs,
      links,
      now: later,
    })
    expect(expired?.changed).toBe(false)
    // Money arriving after the expiry is refunded in full; the uses stay given back, once.
    const late = await applyPaymentStatus(app.db, providerOrderId, 'PAID', {
      shipWithinMs: config.shipWithinMs,
      links,
      now: later,
    })
    expect(late?.refundId).toBeDefined()
    expect((await orderRow(app, placed.order.id))?.status).toBe('EXPIRED')
    expect((await voucherRow(app, storeVoucher.id)).uses).toBe(1)
    expect((await voucherRow(app, platformVoucher.id)).uses).toBe(1)
    const releasedAt = released.map((use) => use.releasedAt?.toISOString()).sort()
    const afterLate = (await usesOfOrder(app, placed.order.id))
      .map((use) => use.releasedAt?.toISOString())
      .sort()
    expect(afterLate).toEqual(releasedAt)

    // The buyer may use the store voucher again (perBuyer 1: the expired use no longer counts).
    const retry = await placeOrder(app, buyer, [{ shop: batik }], [storeVoucher.code])
    const again10 = retry.part(batik)
    expect(again10.discount.store).toBe(Math.floor(again10.itemsTotal / 10))
    expect((await voucherRow(app, storeVoucher.id)).uses).toBe(2)
  })

  it('the payment expiring at the provider gives the uses back as the job would', async () => {
    const shop = await shopOf(app, 40_000)
    const voucher = await createStoreVoucher(app, shop.store.id, { kind: 'FIXED', value: 5_000 })
    const buyer = await createUser(app)
    const placed = await placeOrder(app, buyer, [{ shop }], [voucher.code])
    expect((await voucherRow(app, voucher.id)).uses).toBe(1)
    const later = new Date(Date.now() + 2 * DAY)
    const options = {
      shipWithinMs: config.shipWithinMs,
      links: refundDepsOf(app).links,
      now: later,
    }
    const providerOrderId = `PSR-${placed.order.id}-1`
    expect((await applyPaymentStatus(app.db, providerOrderId, 'EXPIRED', options))?.changed).toBe(
      true,
    )
    expect((await voucherRow(app, voucher.id)).uses).toBe(0)
    // The job, after the provider, finds nothing of this order's to give back.
    while ((await expireOverdueOrders(refundDepsOf(app), later)) > 0);
    expect((await applyPaymentStatus(app.db, providerOrderId, 'EXPIRED', options))?.changed).toBe(
      false,
    )
    expect((await voucherRow(app, voucher.id)).uses).toBe(0)
  })

  it('an order canceled unpaid gives its uses back once', async () => {
    const { batik, kopi, storeVoucher, platformVoucher } = await discountedSetup({
      kind: 'FIXED',
      value: 10_000,
    })
    const buyer = await createUser(app)
    const placed = await placeOrder(
      app,
      buyer,
      [{ shop: batik }, { shop: kopi }],
      [storeVoucher.code, platformVoucher.code],
    )
    expect((await voucherRow(app, platformVoucher.id)).uses).toBe(1)
    const res = await cancelOrder(app, buyer, placed.order.id)
    expect(res.statusCode, res.body).toBe(200)
    expect((await voucherRow(app, storeVoucher.id)).uses).toBe(0)
    expect((await voucherRow(app, platformVoucher.id)).uses).toBe(0)
    const again = await cancelOrder(app, buyer, placed.order.id)
    expect(again.statusCode).toBe(409)
    expect((await voucherRow(app, storeVoucher.id)).uses).toBe(0)
    const uses = await usesOfOrder(app, placed.order.id)
    expect(uses.every((use) => use.releasedAt !== null)).toBe(true)
    // Its store orders are canceled unpaid: nothing to refund.
    for (const part of placed.order.storeOrders) {
      expect((await storeOrderRow(app, part.id))?.status).toBe('CANCELED')
      expect(await refundsOf(app, part.id)).toEqual([])
    }
  })
})
