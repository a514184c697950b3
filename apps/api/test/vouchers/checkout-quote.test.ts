// POST /api/v1/checkout/quote (docs/decisions/1016-vouchers.md): the order's body, the order's
// read and computation, nothing written; a code that cannot be used is reported, not refused.
import { VOUCHER_MESSAGES, type CheckoutQuote, type Order } from '@pasar/shared'
import { asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { cartItems, localPaymentTransactions, orders } from '../../src/db/schema/index.ts'
import { setupTestApp } from '../helpers/app.ts'
import { createUser, type TestUser } from '../helpers/builders.ts'
import { checkout, checkoutBody } from '../helpers/checkout.ts'
import {
  createPlatformVoucher,
  createStoreVoucher,
  usesOf,
  voucherCode,
  voucherRow,
  twoStores,
} from '../helpers/vouchers.ts'
import { addToCart, createShop, stockOf } from '../orders/shop.ts'

// The local payment twin is the provider here: it refuses items that do not add up.
const { app } = await setupTestApp()

const DAY = 86_400_000

/** POST /api/v1/checkout/quote with the order's body for the buyer's cart; answered as it came. */
async function quoteOf(buyer: TestUser, vouchers?: string[], productIds?: number[]) {
  const payload = await checkoutBody(app, buyer, productIds, vouchers ? { vouchers } : {})
  return app.inject({ method: 'POST', url: '/api/v1/checkout/quote', headers: buyer.auth, payload })
}

async function quoted(buyer: TestUser, vouchers?: string[], productIds?: number[]) {
  const res = await quoteOf(buyer, vouchers, productIds)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as CheckoutQuote
}

describe('POST /api/v1/checkout/quote', () => {
  it('computes the discounts as the order does, and reserves and claims nothing', async () => {
    const { buyer, batik, kopi, products } = await twoStores(app)
    const toko = await createStoreVoucher(app, batik.store.id, { value: 10 })
    const pasar = await createPlatformVoucher(app, {
      code: voucherCode('PASAR'),
      kind: 'FIXED',
      value: 10_000,
    })
    const quote = await quoted(buyer, [toko.code, pasar.code])
    expect(quote).toMatchObject({
      itemsTotal: 160_000,
      discountTotal: 22_000,
      totalPrice: 160_000 + quote.shippingTotal - 22_000,
      vouchers: [
        { code: toko.code, applied: true },
        { code: pasar.code, applied: true },
      ],
    })
    expect(quote.stores).toMatchObject([
      {
        storeId: batik.store.id,
        itemsTotal: 120_000,
        discount: { store: 12_000, platform: 7_297 },
        voucher: {
          id: toko.id,
          code: toko.code,
          kind: 'PERCENT',
          value: 10,
          store: { name: batik.store.name, slug: batik.store.slug },
        },
      },
      { storeId: kopi.store.id, itemsTotal: 40_000, discount: { store: 0, platform: 2_703 } },
    ])
    expect(quote.stores[1]?.voucher).toBeNull()
    expect(quote.stores[0]?.voucher).not.toHaveProperty('uses')

    // Nothing reserved, nothing claimed, the cart as it was.
    expect(await stockOf(app, products[0].id)).toBe(5)
    expect((await voucherRow(app, toko.id)).uses).toBe(0)
    expect(await usesOf(app, pasar.id)).toEqual([])
    const cart = await app.db.select().from(cartItems).where(eq(cartItems.userId, buyer.id))
    expect(cart).toHaveLength(2)
    expect(await app.db.select().from(orders).where(eq(orders.userId, buyer.id))).toEqual([])

    // The order computes the same figures.
    const res = await checkout(app, buyer, undefined, { vouchers: [toko.code, pasar.code] })
    expect(res.statusCode, res.body).toBe(201)
    const made = res.json().data as Order
    expect(made).toMatchObject({
      itemsTotal: quote.itemsTotal,
      shippingTotal: quote.shippingTotal,
      discountTotal: quote.discountTotal,
      totalPrice: quote.totalPrice,
    })
    expect(made.storeOrders.map((part) => part.discount)).toEqual(
      quote.stores.map((store) => store.discount),
    )
  })

  it('quotes without vouchers: no discount, no codes', async () => {
    const { buyer } = await twoStores(app)
    const quote = await quoted(buyer)
    expect(quote).toMatchObject({ discountTotal: 0, vouchers: [] })
    expect(quote.totalPrice).toBe(quote.itemsTotal + quote.shippingTotal)
  })

  it('answers 200 for a code that cannot be used, naming why, and applies the others', async () => {
    const { buyer, batik, kopi } = await twoStores(app)
    const elsewhere = await createShop(app, [{ price: 10_000, stock: 5 }])
    const theirs = await createStoreVoucher(app, elsewhere.store.id)
    const later = await createStoreVoucher(app, batik.store.id, {
      startsAt: new Date(Date.now() + DAY),
      endsAt: new Date(Date.now() + 2 * DAY),
    })
    const over = await createStoreVoucher(app, kopi.store.id, {
      startsAt: new Date(Date.now() - 2 * DAY),
      endsAt: new Date(Date.now() - DAY),
    })
    const good = await createPlatformVoucher(app, {
      code: voucherCode('OK'),
      kind: 'FIXED',
      value: 5_000,
    })
    const quote = await quoted(buyer, ['NOSUCHCODE', theirs.code, later.code, over.code, good.code])
    expect(quote.vouchers).toEqual([
      { code: 'NOSUCHCODE', applied: false, message: 'This voucher does not exist.' },
      { code: theirs.code, applied: false, message: 'This voucher does not exist.' },
      { code: later.code, applied: false, message: 'This voucher has not started yet.' },
      { code: over.code, applied: false, message: 'This voucher has ended.' },
      { code: good.code, applied: true, appliesTo: 'ITEMS' },
    ])
    expect(quote.discountTotal).toBe(5_000)
  })

  it('reports the minimum spend, a voucher run out and one already used', async () => {
    const { buyer, batik, kopi, products } = await twoStores(app)
    const far = await createStoreVoucher(app, kopi.store.id, { minSpend: 100_000 })
    const gone = await createStoreVoucher(app, batik.store.id, { quota: 1, uses: 1 })
    const once = await createPlatformVoucher(app, { code: voucherCode('ONCE') })
    const first = await checkout(app, buyer, [products[0].id], { vouchers: [once.code] })
    expect(first.statusCode, first.body).toBe(201)
    const quote = await quoted(buyer, [far.code, gone.code, once.code], [products[1].id])
    expect(quote.vouchers).toEqual([
      {
        code: far.code,
        applied: false,
        message: 'Spend at least Rp 100.000 to use this voucher.',
      },
      { code: gone.code, applied: false, message: 'This voucher does not exist.' },
      { code: once.code, applied: false, message: 'You have already used this voucher.' },
    ])
    // The batik store is not in this selection; with it, the voucher has run out.
    await addToCart(app, buyer, products[0].id, 1)
    const again = await quoted(buyer, [gone.code])
    expect(again.vouchers).toEqual([
      { code: gone.code, applied: false, message: 'This voucher has run out.' },
    ])
  })

  it('reports a second code for a store and a second platform code', async () => {
    const { buyer, batik } = await twoStores(app)
    const one = await createStoreVoucher(app, batik.store.id, { kind: 'FIXED', value: 1_000 })
    const two = await createStoreVoucher(app, batik.store.id)
    const p1 = await createPlatformVoucher(app, { code: voucherCode('PA'), value: 5 })
    const p2 = await createPlatformVoucher(app, { code: voucherCode('PB') })
    const quote = await quoted(buyer, [one.code, two.code, p1.code, p2.code])
    expect(quote.vouchers).toEqual([
      { code: one.code, applied: true },
      { code: two.code, applied: false, message: VOUCHER_MESSAGES.oneStoreVoucher },
      { code: p1.code, applied: true, appliesTo: 'ITEMS' },
      { code: p2.code, applied: false, message: VOUCHER_MESSAGES.onePlatformVoucher },
    ])
    expect(quote.stores[0]?.discount.store).toBe(1_000)
  })

  it("lists each store's active vouchers: usable first, the larger discount first", async () => {
    const { buyer, batik, kopi } = await twoStores(app)
    const small = await createStoreVoucher(app, batik.store.id, { kind: 'FIXED', value: 2_000 })
    const big = await createStoreVoucher(app, batik.store.id, { value: 20, maxDiscount: 15_000 })
    const far = await createStoreVoucher(app, batik.store.id, { minSpend: 500_000 })
    const gone = await createStoreVoucher(app, batik.store.id, { quota: 5, uses: 5 })
    await createStoreVoucher(app, batik.store.id, {
      startsAt: new Date(Date.now() + DAY),
      endsAt: new Date(Date.now() + 2 * DAY),
    })
    await createStoreVoucher(app, batik.store.id, { active: false })
    const quote = await quoted(buyer)
    const offers = quote.stores[0]?.offers.map((offer) => ({
      id: offer.voucher.id,
      discount: offer.discount,
      message: offer.message,
    }))
    expect(offers).toEqual([
      { id: big.id, discount: 15_000, message: null },
      { id: small.id, discount: 2_000, message: null },
      { id: far.id, discount: 0, message: 'Spend at least Rp 500.000 to use this voucher.' },
      { id: gone.id, discount: 0, message: 'This voucher has run out.' },
    ])
    expect(quote.stores[0]?.offers[0]?.voucher.store).toEqual({
      name: batik.store.name,
      slug: batik.store.slug,
    })
    expect(quote.stores.find((store) => store.storeId === kopi.store.id)?.offers).toEqual([])
  })

  it('refuses what the order refuses before vouchers: an empty cart', async () => {
    const buyer = await createUser(app)
    const res = await quoteOf(buyer, [])
    expect(res.statusCode, res.body).toBe(409)
    expect(res.json().message).toBe('Your cart is empty.')
  })

  it('needs a signed-in buyer', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/checkout/quote', payload: {} })
    expect(res.statusCode).toBe(401)
  })
})

describe('the local payment twin with discounts', () => {
  it('takes the negative lines as Midtrans does: they add up to the gross amount', async () => {
    const { buyer, batik } = await twoStores(app)
    const toko = await createStoreVoucher(app, batik.store.id, { kind: 'FIXED', value: 7_000 })
    const ongkir = await createPlatformVoucher(app, {
      code: voucherCode('ONGKIR'),
      kind: 'FIXED',
      value: 2_000,
      appliesTo: 'SHIPPING',
    })
    const res = await checkout(app, buyer, undefined, { vouchers: [toko.code, ongkir.code] })
    expect(res.statusCode, res.body).toBe(201)
    const made = res.json().data as Order
    const [transaction] = await app.db
      .select()
      .from(localPaymentTransactions)
      .where(eq(localPaymentTransactions.providerOrderId, `PSR-${made.id}-1`))
      .orderBy(asc(localPaymentTransactions.id))
    expect(transaction?.grossAmount).toBe(made.totalPrice)
    const items = transaction?.items ?? []
    expect(items.reduce((sum, item) => sum + item.price * item.quantity, 0)).toBe(made.totalPrice)
    expect(items.filter((item) => item.price < 0).map((item) => [item.id, item.price])).toEqual([
      [`voucher-store-${made.storeOrders[0]?.id}`, -7_000],
      ['voucher-platform', -2_000],
    ])
  })
})
