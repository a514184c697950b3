// Vouchers in the order (docs/decisions/1016-vouchers.md): the discounts computed in the order's
// transaction from the lines it reads, written on the order and its store orders, told to the
// payment provider as negative lines that add up, and uses claimed atomically; every refusal is
// a 409 with its reason and reserves nothing.
import { VOUCHER_MESSAGES, type Order } from '@pasar/shared'
import { and, asc, eq, sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import {
  cartItems,
  mailOutbox,
  orders,
  storeOrders,
  users,
  vouchers,
  voucherUses,
} from '../../src/db/schema/index.ts'
import { paymentItems } from '../../src/modules/orders/payment-items.ts'
import { releaseUses } from '../../src/modules/vouchers/index.ts'
import { startFakeMidtrans } from '../payments/fake-midtrans.ts'
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

// The real Midtrans client against an imitation that refuses items not adding up to the gross.
const midtrans = await startFakeMidtrans('SB-Mid-server-vouchers-order')
afterAll(() => midtrans.close())
const { app } = await setupTestApp(midtrans.env)

const DAY = 86_400_000

const order = (buyer: TestUser, vouchers: string[], productIds?: number[]) =>
  checkout(app, buyer, productIds, { vouchers })

/** POST /api/v1/orders with a body made beforehand. */
const placeOrder = (buyer: TestUser, payload: object | undefined) =>
  app.inject({ method: 'POST', url: '/api/v1/orders', headers: buyer.auth, payload })

const sentTo = (orderId: number) => midtrans.transactions.get(`PSR-${orderId}-1`)?.request

/** What a refusal must leave as it was: stock, the cart, the vouchers' uses, the orders. */
async function stateOf(buyer: TestUser, productIds: number[], voucherIds: number[]) {
  const stock = await Promise.all(productIds.map((id) => stockOf(app, id)))
  const cart = await app.db
    .select({ id: cartItems.id, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.userId, buyer.id))
    .orderBy(asc(cartItems.id))
  const uses = await Promise.all(
    voucherIds.map(async (id) => [
      (await voucherRow(app, id)).uses,
      (await usesOf(app, id)).length,
    ]),
  )
  const made = await app.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.userId, buyer.id))
  return { stock, cart, uses, orders: made.length }
}

async function expectRefused(
  buyer: TestUser,
  codes: string[],
  message: string,
  watch: { productIds: number[]; voucherIds: number[] },
) {
  const before = await stateOf(buyer, watch.productIds, watch.voucherIds)
  const res = await order(buyer, codes)
  expect(res.statusCode, res.body).toBe(409)
  expect(res.json().message).toBe(message)
  expect(await stateOf(buyer, watch.productIds, watch.voucherIds)).toEqual(before)
}

describe('POST /api/v1/orders with vouchers', () => {
  it('writes each discount on the order and its store orders, and claims a use of each voucher', async () => {
    const { buyer, batik, kopi } = await twoStores(app)
    const toko = await createStoreVoucher(app, batik.store.id, { value: 10 })
    const pasar = await createPlatformVoucher(app, {
      kind: 'FIXED',
      value: 10_000,
      code: voucherCode('PASAR'),
    })
    const res = await order(buyer, [toko.code, pasar.code])
    expect(res.statusCode, res.body).toBe(201)
    const made = res.json().data as Order
    const [one, two] = made.storeOrders
    // Batik: 120,000 − 12,000 = 108,000; kopi 40,000; the 10,000 shared 108 : 40.
    expect(one?.discount).toEqual({ store: 12_000, platform: 7_297 })
    expect(two?.discount).toEqual({ store: 0, platform: 2_703 })
    expect(made.itemsTotal).toBe(160_000)
    expect(made.discountTotal).toBe(22_000)
    expect(made.totalPrice).toBe(160_000 + made.shippingTotal - 22_000)

    // As stored and as read back.
    const [row] = await app.db.select().from(orders).where(eq(orders.id, made.id))
    expect(row).toMatchObject({ discountTotal: 22_000, totalPrice: made.totalPrice })
    const parts = await app.db
      .select()
      .from(storeOrders)
      .where(eq(storeOrders.orderId, made.id))
      .orderBy(asc(storeOrders.id))
    expect(parts.map((p) => [p.storeDiscount, p.platformDiscount])).toEqual([
      [12_000, 7_297],
      [0, 2_703],
    ])
    const read = await app.inject({ url: `/api/v1/orders/${made.id}`, headers: buyer.auth })
    expect(read.json().data).toMatchObject({
      discountTotal: 22_000,
      storeOrders: [{ discount: one?.discount }, { discount: two?.discount }],
    })

    // One use of each, with the discount it gave; the store voucher's names its store order.
    expect((await voucherRow(app, toko.id)).uses).toBe(1)
    expect((await voucherRow(app, pasar.id)).uses).toBe(1)
    expect(await usesOf(app, toko.id)).toMatchObject([
      {
        orderId: made.id,
        userId: buyer.id,
        storeOrderId: one?.id,
        amount: 12_000,
        releasedAt: null,
      },
    ])
    expect(await usesOf(app, pasar.id)).toMatchObject([
      { orderId: made.id, storeOrderId: null, amount: 10_000, code: pasar.code },
    ])
    expect(kopi.store.id).toBe(two?.store && parts[1]?.storeId)
  })

  it('tells Midtrans each discount as a negative line; the items add up to gross_amount', async () => {
    const { buyer, batik } = await twoStores(app)
    const toko = await createStoreVoucher(app, batik.store.id, { kind: 'FIXED', value: 5_000 })
    const ongkir = await createPlatformVoucher(app, {
      code: voucherCode('ONGKIR'),
      kind: 'FIXED',
      value: 1_000,
      appliesTo: 'SHIPPING',
    })
    const res = await order(buyer, [ongkir.code, toko.code])
    expect(res.statusCode, res.body).toBe(201)
    const made = res.json().data as Order
    const sent = sentTo(made.id)
    expect(sent?.transaction_details.gross_amount).toBe(made.totalPrice)
    expect(sent?.item_details.reduce((sum, item) => sum + item.price * item.quantity, 0)).toBe(
      made.totalPrice,
    )
    const [one] = made.storeOrders
    expect(sent?.item_details.slice(-2)).toEqual([
      {
        id: `voucher-store-${one?.id}`,
        name: `Voucher ${batik.store.name}`,
        price: -5_000,
        quantity: 1,
        merchant_name: batik.store.name,
      },
      {
        id: 'voucher-platform',
        name: `Voucher Pasar ${ongkir.code}`,
        price: -1_000,
        quantity: 1,
        merchant_name: 'Pasar',
      },
    ])
    // A new attempt reads the same list from the database.
    const again = await paymentItems(app.db, made.id)
    expect(
      again.map((item) => ({
        id: item.id,
        name: item.name,
        price: item.price,
        quantity: item.quantity,
        merchant_name: item.merchantName,
      })),
    ).toEqual(sent?.item_details)
  })

  it("shows the discounts in the 'order placed' mail, in the buyer's language", async () => {
    const { buyer, batik } = await twoStores(app)
    await app.db.update(users).set({ language: 'id' }).where(eq(users.id, buyer.id))
    const toko = await createStoreVoucher(app, batik.store.id, { kind: 'FIXED', value: 5_000 })
    const pasar = await createPlatformVoucher(app, { code: voucherCode('HEMAT'), value: 5 })
    const res = await order(buyer, [toko.code, pasar.code])
    expect(res.statusCode, res.body).toBe(201)
    const made = res.json().data as Order
    const [mail] = await app.db
      .select({ text: mailOutbox.text, html: mailOutbox.html })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, buyer.email), eq(mailOutbox.kind, 'order-placed')))
    expect(mail?.text).toContain(`Voucher ${batik.store.name}: -Rp 5.000`)
    // 5 % of 155,000 (the items after the store's discount).
    expect(mail?.text).toContain(`Voucher Pasar ${pasar.code}: -Rp 7.750`)
    expect(made.discountTotal).toBe(12_750)

    const english = await twoStores(app)
    const other = await createPlatformVoucher(app, { code: voucherCode('HEMAT'), value: 5 })
    expect((await order(english.buyer, [other.code])).statusCode).toBe(201)
    const [englishMail] = await app.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, english.buyer.email), eq(mailOutbox.kind, 'order-placed')))
    expect(englishMail?.text).toContain(`Pasar voucher ${other.code}: -Rp 8.000`)
  })

  it('orders without vouchers as before: no discount lines, discountTotal 0', async () => {
    const { buyer } = await twoStores(app)
    const res = await order(buyer, [])
    expect(res.statusCode, res.body).toBe(201)
    const made = res.json().data as Order
    expect(made.discountTotal).toBe(0)
    expect(made.totalPrice).toBe(made.itemsTotal + made.shippingTotal)
    expect(sentTo(made.id)?.item_details.some((item) => item.id.startsWith('voucher'))).toBe(false)
  })
})

describe('a voucher the order cannot use: 409 with its reason, nothing reserved', () => {
  it('refuses a code that does not exist, and a code of a store not in the order', async () => {
    const { buyer, products } = await twoStores(app)
    const elsewhere = await createShop(app, [{ price: 10_000, stock: 5 }])
    const theirs = await createStoreVoucher(app, elsewhere.store.id)
    const watch = { productIds: products.map((p) => p.id), voucherIds: [theirs.id] }
    await expectRefused(buyer, ['NOSUCHCODE'], 'This voucher does not exist.', watch)
    await expectRefused(buyer, [theirs.code], 'This voucher does not exist.', watch)
  })

  it('refuses a voucher not started yet, ended, or ended early', async () => {
    const { buyer, batik, products } = await twoStores(app)
    const later = await createStoreVoucher(app, batik.store.id, {
      startsAt: new Date(Date.now() + DAY),
      endsAt: new Date(Date.now() + 2 * DAY),
    })
    const over = await createStoreVoucher(app, batik.store.id, {
      startsAt: new Date(Date.now() - 2 * DAY),
      endsAt: new Date(Date.now() - DAY),
    })
    const stopped = await createPlatformVoucher(app, { code: voucherCode('P'), active: false })
    const watch = { productIds: products.map((p) => p.id), voucherIds: [later.id, over.id] }
    await expectRefused(buyer, [later.code], 'This voucher has not started yet.', watch)
    await expectRefused(buyer, [over.code], 'This voucher has ended.', watch)
    await expectRefused(buyer, [stopped.code], 'This voucher has ended.', watch)
  })

  it('refuses below the minimum spend, measured on the store’s items', async () => {
    const buyer = await createUser(app)
    const shop = await createShop(app, [{ price: 99_999, stock: 5 }])
    await addToCart(app, buyer, shop.products[0].id, 1)
    const toko = await createStoreVoucher(app, shop.store.id, { minSpend: 100_000 })
    await expectRefused(buyer, [toko.code], 'Spend at least Rp 100.000 to use this voucher.', {
      productIds: [shop.products[0].id],
      voucherIds: [toko.id],
    })
  })

  it('refuses a voucher that has run out, and one the buyer has used', async () => {
    const { buyer, batik, products } = await twoStores(app)
    const gone = await createStoreVoucher(app, batik.store.id, { quota: 1, uses: 1 })
    const watch = { productIds: products.map((p) => p.id), voucherIds: [gone.id] }
    await expectRefused(buyer, [gone.code], 'This voucher has run out.', watch)

    const once = await createPlatformVoucher(app, { code: voucherCode('ONCE'), perBuyer: 1 })
    expect((await order(buyer, [once.code], [products[0].id])).statusCode).toBe(201)
    await expectRefused(buyer, [once.code], 'You have already used this voucher.', {
      productIds: [products[1].id],
      voucherIds: [once.id],
    })
  })

  it('refuses two codes for one store and two platform codes', async () => {
    const { buyer, batik, products } = await twoStores(app)
    const one = await createStoreVoucher(app, batik.store.id)
    const two = await createStoreVoucher(app, batik.store.id)
    const p1 = await createPlatformVoucher(app, { code: voucherCode('PA') })
    const p2 = await createPlatformVoucher(app, { code: voucherCode('PB') })
    const watch = {
      productIds: products.map((p) => p.id),
      voucherIds: [one.id, two.id, p1.id, p2.id],
    }
    await expectRefused(buyer, [one.code, two.code], VOUCHER_MESSAGES.oneStoreVoucher, watch)
    await expectRefused(buyer, [p1.code, p2.code], VOUCHER_MESSAGES.onePlatformVoucher, watch)
  })

  it('answers the first reason when several codes cannot be used', async () => {
    const { buyer, batik, products } = await twoStores(app)
    const over = await createStoreVoucher(app, batik.store.id, {
      startsAt: new Date(Date.now() - 2 * DAY),
      endsAt: new Date(Date.now() - DAY),
    })
    await expectRefused(buyer, ['NOSUCHCODE', over.code], VOUCHER_MESSAGES.unknown, {
      productIds: products.map((p) => p.id),
      voucherIds: [over.id],
    })
  })
})

describe('uses under buyers at once', () => {
  it('gives a voucher of quota 1 to exactly one of 20 buyers ordering at once', async () => {
    const shop = await createShop(app, [{ price: 50_000, stock: 100 }])
    const voucher = await createStoreVoucher(app, shop.store.id, { quota: 1 })
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createUser(app)))
    for (const buyer of buyers) await addToCart(app, buyer, shop.products[0].id, 1)
    // Each buyer's body first (address, shipping choice), then the 20 orders at once.
    const bodies = await Promise.all(
      buyers.map((buyer) => checkoutBody(app, buyer, undefined, { vouchers: [voucher.code] })),
    )
    const answers = await Promise.all(
      buyers.map((buyer, index) => placeOrder(buyer, bodies[index])),
    )
    const statuses = answers.map((res) => res.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    for (const res of answers.filter((r) => r.statusCode !== 201)) {
      expect(res.statusCode, res.body).toBe(409)
      expect(res.json().message).toBe('This voucher has run out.')
    }
    expect((await voucherRow(app, voucher.id)).uses).toBe(1)
    expect(await usesOf(app, voucher.id)).toHaveLength(1)
    expect(await stockOf(app, shop.products[0].id)).toBe(99)
  })

  it("never lets one buyer's parallel orders exceed perBuyer", async () => {
    const buyer = await createUser(app)
    const shops = await Promise.all(
      Array.from({ length: 5 }, () => createShop(app, [{ price: 30_000, stock: 10 }])),
    )
    for (const shop of shops) await addToCart(app, buyer, shop.products[0].id, 1)
    const voucher = await createPlatformVoucher(app, {
      code: voucherCode('ONE'),
      quota: 100,
      perBuyer: 1,
    })
    // Five orders of one product each, at once, each with the platform voucher.
    const bodies = await Promise.all(
      shops.map((shop) =>
        checkoutBody(app, buyer, [shop.products[0].id], { vouchers: [voucher.code] }),
      ),
    )
    const answers = await Promise.all(bodies.map((body) => placeOrder(buyer, body)))
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1)
    for (const res of answers.filter((r) => r.statusCode !== 201)) {
      expect(res.statusCode, res.body).toBe(409)
      expect(res.json().message).toBe('You have already used this voucher.')
    }
    expect((await voucherRow(app, voucher.id)).uses).toBe(1)
    expect(await usesOf(app, voucher.id)).toHaveLength(1)
  })
})

describe('giving uses back', () => {
  it('gives an order its uses back once, however often asked', async () => {
    const { buyer, batik } = await twoStores(app)
    const toko = await createStoreVoucher(app, batik.store.id, { quota: 1 })
    const pasar = await createPlatformVoucher(app, { code: voucherCode('BACK') })
    const res = await order(buyer, [pasar.code, toko.code])
    expect(res.statusCode, res.body).toBe(201)
    const { id } = res.json().data as Order
    expect(await app.db.transaction((tx) => releaseUses(tx, [id]))).toBe(2)
    expect(await app.db.transaction((tx) => releaseUses(tx, [id]))).toBe(0)
    expect((await voucherRow(app, toko.id)).uses).toBe(0)
    expect((await voucherRow(app, pasar.id)).uses).toBe(0)
    const [use] = await usesOf(app, toko.id)
    expect(use?.releasedAt).toBeInstanceOf(Date)
    // The use given back can be used again, by this buyer too.
    const other = await twoStores(app)
    const again = await order(other.buyer, [toko.code])
    expect(again.statusCode, again.body).toBe(409)
    expect(again.json().message).toBe(VOUCHER_MESSAGES.unknown)
    await addToCart(app, buyer, batik.products[0].id, 1)
    const mine = await order(buyer, [toko.code])
    expect(mine.statusCode, mine.body).toBe(201)
    expect((await voucherRow(app, toko.id)).uses).toBe(1)
  })
})

/** The rows of a raw read (PGlite and node-postgres answer them alike). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

/**
 * Resolves once `count` checkouts wait: at the claim on the holder's voucher lock, or queued
 * behind one that does, at the claim or at the stock it took before it (one product's buyers).
 */
async function claimsWaiting(holder: number, count: number) {
  for (let tries = 0; tries < 1500; tries++) {
    const result = await app.db.execute(sql`
      SELECT count(*)::int AS waiting FROM pg_stat_activity
      WHERE pid <> ${holder}::int AND wait_event_type = 'Lock'
        AND datname = current_database()
        AND (query LIKE '%update "vouchers" set "uses"%'
          OR query LIKE 'update "product_variants" set "stock"%')`)
    if ((rowsOf<{ waiting: number }>(result)[0]?.waiting ?? 0) >= count) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error('the checkouts did not wait for the voucher')
}

// Transactions interleave only on PostgreSQL (PGlite runs one at a time): there, checkouts that
// read a voucher as usable wait at the claim for one holding it, and are refused when it commits.
describe.skipIf(!process.env.TEST_DATABASE_URL)('claims waiting on a held voucher', () => {
  it('refuses every checkout that read the last use as free once its holder commits', async () => {
    const shop = await createShop(app, [{ price: 50_000, stock: 20 }])
    const voucher = await createStoreVoucher(app, shop.store.id, { quota: 1 })
    const buyers = await Promise.all(Array.from({ length: 4 }, () => createUser(app)))
    for (const buyer of buyers) await addToCart(app, buyer, shop.products[0].id, 1)
    const bodies = await Promise.all(
      buyers.map((buyer) => checkoutBody(app, buyer, undefined, { vouchers: [voucher.code] })),
    )
    let answers: Promise<Awaited<ReturnType<typeof placeOrder>>[]> | undefined
    await app.db.transaction(async (tx) => {
      const [holder] = rowsOf<{ pid: number }>(
        await tx.execute(sql`SELECT pg_backend_pid() AS pid`),
      )
      // Another order's claim of the last use, not committed yet: the checkouts read 0 uses.
      await tx
        .update(vouchers)
        .set({ uses: sql`${vouchers.uses} + 1` })
        .where(eq(vouchers.id, voucher.id))
      answers = Promise.all(buyers.map((buyer, index) => placeOrder(buyer, bodies[index])))
      await claimsWaiting(holder?.pid ?? 0, buyers.length)
    })
    for (const res of (await answers) ?? []) {
      expect(res.statusCode, res.body).toBe(409)
      expect(res.json().message).toBe('This voucher has run out.')
    }
    expect((await voucherRow(app, voucher.id)).uses).toBe(1)
    expect(await stockOf(app, shop.products[0].id)).toBe(20)
  })

  it("counts the buyer's uses under the voucher's lock: a use committed meanwhile counts", async () => {
    const buyer = await createUser(app)
    const shops = await Promise.all(
      Array.from({ length: 3 }, () => createShop(app, [{ price: 30_000, stock: 10 }])),
    )
    for (const shop of shops) await addToCart(app, buyer, shop.products[0].id, 1)
    const voucher = await createPlatformVoucher(app, { code: voucherCode('HELD'), perBuyer: 1 })
    // An order of the first product, without the voucher: the held use will name it.
    const first = await order(buyer, [], [shops[0]?.products[0].id ?? 0])
    expect(first.statusCode, first.body).toBe(201)
    const orderId = (first.json().data as Order).id
    const bodies = await Promise.all(
      shops
        .slice(1)
        .map((shop) =>
          checkoutBody(app, buyer, [shop.products[0].id], { vouchers: [voucher.code] }),
        ),
    )
    let answers: Promise<Awaited<ReturnType<typeof placeOrder>>[]> | undefined
    await app.db.transaction(async (tx) => {
      const [holder] = rowsOf<{ pid: number }>(
        await tx.execute(sql`SELECT pg_backend_pid() AS pid`),
      )
      await tx
        .update(vouchers)
        .set({ uses: sql`${vouchers.uses} + 1` })
        .where(eq(vouchers.id, voucher.id))
      await tx.insert(voucherUses).values({
        voucherId: voucher.id,
        userId: buyer.id,
        orderId,
        code: voucher.code,
        amount: 3_000,
      })
      answers = Promise.all(bodies.map((body) => placeOrder(buyer, body)))
      await claimsWaiting(holder?.pid ?? 0, bodies.length)
    })
    for (const res of (await answers) ?? []) {
      expect(res.statusCode, res.body).toBe(409)
      expect(res.json().message).toBe('You have already used this voucher.')
    }
    expect((await voucherRow(app, voucher.id)).uses).toBe(1)
  })
})
