import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders, payouts, storeOrders } from '../../src/db/schema/index.ts'
import { completeDelivered, receive } from '../../src/modules/fulfilment/service.ts'
import { payoutDepsOf } from '../../src/modules/payouts/deps.ts'
import {
  approvePayout,
  getBalance,
  refreshProcessingPayouts,
  requestPayout,
} from '../../src/modules/payouts/service.ts'
import { localIrisKeys } from '../../src/providers/payout/local/index.ts'
import { setupTestApp } from '../helpers/app.ts'
import { createStore, createUser } from '../helpers/builders.ts'
import { ADDRESS } from '../fulfilment/fixtures.ts'
import { entriesOf, setBankAccount } from './fixtures.ts'

const { app, config } = await setupTestApp({ PLATFORM_FEE_PERCENT: '2.5' })
const FEE_BP = 250

/** A seeded random generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}
const rand = random(20_261_123)
const pick = (max: number) => Math.floor(rand() * max)

describe('ledger sums reconcile with the store orders and payouts they came from', () => {
  it('over a few hundred random store orders, cancels and payouts', async () => {
    const buyer = await createUser(app)
    const shops = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const seller = await createUser(app)
        const store = await createStore(app, seller.id)
        return { seller, store, product: { id: 0, price: 0 } }
      }),
    )
    // 300 store orders, each its own order, in a random fulfilment state.
    const fates = ['receive', 'auto', 'cancel', 'open'] as const
    const made: {
      id: number
      storeId: number
      items: number
      shipping: number
      fate: (typeof fates)[number]
    }[] = []
    for (let i = 0; i < 300; i += 1) {
      const shop = shops[pick(shops.length)] ?? shops[0]
      if (!shop) throw new Error('no shop')
      const items = 1_000 + pick(2_000_000)
      const shipping = pick(60_000)
      const fate = fates[pick(fates.length)] ?? 'open'
      const [order] = await app.db
        .insert(orders)
        .values({
          userId: buyer.id,
          status: 'PAID',
          totalPrice: items + shipping,
          itemsTotal: items,
          shippingTotal: shipping,
          address: ADDRESS,
          paymentDeadline: new Date(),
        })
        .returning()
      const past = new Date(Date.now() - 10 * 86_400_000)
      const [row] = await app.db
        .insert(storeOrders)
        .values({
          orderId: order?.id ?? 0,
          storeId: shop.store.id,
          itemsTotal: items,
          shippingPrice: shipping,
          courierCode: 'jne',
          courierName: 'JNE',
          serviceCode: 'reg',
          serviceName: 'Reguler',
          status:
            fate === 'cancel'
              ? 'CANCELED'
              : fate === 'auto'
                ? 'DELIVERED'
                : fate === 'receive'
                  ? 'SHIPPED'
                  : 'TO_SHIP',
          deliveredAt: fate === 'auto' ? past : null,
          trackingNumber: fate === 'open' || fate === 'cancel' ? null : 'JNE-1',
        })
        .returning()
      if (!row) throw new Error('no store order')
      made.push({ id: row.id, storeId: shop.store.id, items, shipping, fate })
    }
    for (const so of made.filter((m) => m.fate === 'receive')) await receive(app.db, so.id, FEE_BP)
    while ((await completeDelivered(app.db, 3 * 86_400_000, new Date(), FEE_BP, 37)) > 0) {
      // batches of 37 until none is left
    }
    // Some receive twice: nothing more is booked.
    for (const so of made.filter((m) => m.fate === 'receive').slice(0, 5))
      await expect(receive(app.db, so.id, FEE_BP)).rejects.toMatchObject({ statusCode: 409 })

    // Payouts: random amounts, some to a failing account, approved and settled.
    const deps = payoutDepsOf(app)
    const operator = await createUser(app)
    for (const shop of shops) {
      for (let i = 0; i < 6; i += 1) {
        const failing = pick(3) === 0
        await setBankAccount(app, shop, failing ? '4242000' : '4242111')
        const { available } = await getBalance(deps, shop.store)
        if (available < 10_000) break
        const amount = 10_000 + pick(Math.min(available, 5_000_000) - 10_000 + 1)
        const payout = await requestPayout(deps, shop.store, amount)
        if (pick(4) > 0) await approvePayout(deps, payout.id, operator.id)
      }
    }
    await refreshProcessingPayouts(deps, 0, new Date(Date.now() + 1_000))

    const fee = (items: number) => Math.round((items * 2.5) / 100)
    for (const shop of shops) {
      const mine = made.filter((m) => m.storeId === shop.store.id)
      const completed = mine.filter((m) => m.fate === 'receive' || m.fate === 'auto')
      const open = mine.filter((m) => m.fate === 'open')
      const sales = completed.reduce((sum, m) => sum + m.items + m.shipping - fee(m.items), 0)
      const pending = open.reduce((sum, m) => sum + m.items + m.shipping - fee(m.items), 0)
      const theirPayouts = await app.db
        .select()
        .from(payouts)
        .where(eq(payouts.storeId, shop.store.id))
      const sum = (statuses: string[]) =>
        theirPayouts
          .filter((p) => statuses.includes(p.status))
          .reduce((total, p) => total + p.amount, 0)
      const processing = sum(['REQUESTED', 'PROCESSING'])
      const paidOut = sum(['COMPLETED'])
      const entries = await entriesOf(app, shop.store.id)
      const ledgerSum = entries.reduce((total, e) => total + e.amount, 0)
      // Every rupiah sold is in exactly one place: available, on its way, or paid out.
      expect(ledgerSum).toBe(sales - processing - paidOut)
      expect(await getBalance(deps, shop.store)).toEqual({
        available: sales - processing - paidOut,
        pending,
        processing,
        paidOut,
      })
      // Every completed store order booked exactly once, no canceled or open one at all.
      const booked = entries
        .filter((e) => e.kind === 'SALE')
        .map((e) => e.storeOrderId)
        .sort()
      expect(booked).toEqual(completed.map((m) => m.id).sort())
      const returned = entries
        .filter((e) => e.kind === 'PAYOUT_RETURNED')
        .map((e) => e.payoutId)
        .sort()
      expect(returned).toEqual(
        theirPayouts
          .filter((p) => p.status === 'FAILED')
          .map((p) => p.id)
          .sort(),
      )
      expect((await getBalance(deps, shop.store)).available).toBeGreaterThanOrEqual(0)
    }
    const canceled = made.filter((m) => m.fate === 'cancel').map((m) => m.id)
    const still = await app.db.select().from(storeOrders).where(inArray(storeOrders.id, canceled))
    expect(still.every((row) => row.status === 'CANCELED')).toBe(true)
    expect(made.length).toBe(300)
  }, 120_000)
})

describe('the local Iris twin checks keys and amounts', () => {
  const keys = localIrisKeys(config.jwtSecret ?? '')
  const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`
  const body = (amount: string) => ({
    payouts: [
      {
        beneficiary_name: 'BUDI SANTOSO',
        beneficiary_account: '1234567890',
        beneficiary_bank: 'bca',
        amount,
        notes: 'test',
      },
    ],
  })

  it('refuses a wrong key (401), the creator approving (401) and bad amounts (400)', async () => {
    const post = (url: string, key: string, payload: object) =>
      app.inject({
        method: 'POST',
        url: `/local/iris/api/v1${url}`,
        headers: { authorization: basic(key) },
        payload,
      })
    expect((await post('/payouts', 'nope', body('10000.00'))).statusCode).toBe(401)
    expect((await post('/payouts', keys.approverKey, body('10000.00'))).statusCode).toBe(401)
    for (const amount of ['9999.00', '-10000', 'abc', '10000.001'])
      expect((await post('/payouts', keys.creatorKey, body(amount))).statusCode, amount).toBe(400)
    const created = await post('/payouts', keys.creatorKey, body('10000.00'))
    expect(created.statusCode).toBe(201)
    const ref = created.json().payouts[0].reference_no as string
    expect(
      (await post('/payouts/approve', keys.creatorKey, { reference_nos: [ref] })).statusCode,
    ).toBe(401)
    expect(
      (await post('/payouts/approve', keys.approverKey, { reference_nos: [ref] })).statusCode,
    ).toBe(202)
    expect(
      (await post('/payouts/approve', keys.approverKey, { reference_nos: [ref] })).statusCode,
    ).toBe(400)
  })
})
