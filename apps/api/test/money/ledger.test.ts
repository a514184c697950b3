import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ledgerEntries, storeOrders } from '../../src/db/schema/index.ts'
import { completeDelivered } from '../../src/modules/fulfilment/service.ts'
import { setupListeningApp } from '../helpers/app.ts'
import { createUser } from '../helpers/builders.ts'
import { createShop, paidOrder, receiveStoreOrder } from '../fulfilment/fixtures.ts'
import { balanceOf, completedSale, entriesOf, expectBalance, SALE_PROCEEDS } from './fixtures.ts'

const { app } = await setupListeningApp({ PLATFORM_FEE_PERCENT: '5' })

describe('the ledger books a completed store order', () => {
  it('books SALE (items + shipping) and FEE (5 % of the items) when the buyer receives it', async () => {
    const shop = await createShop(app, 33_333, 10)
    const buyer = await createUser(app)
    const order = await paidOrder(app, buyer, [{ shop, quantity: 3, shippingPrice: 9_000 }])
    // Paid, not completed: pending, nothing available yet.
    await expectBalance(app, shop, { pending: 99_999 + 9_000 - 5_000 })
    expect(await entriesOf(app, shop.store.id)).toEqual([])

    const sale = await completedSale(app, shop, 1, 10_000)
    const entries = await entriesOf(app, shop.store.id)
    expect(entries.map((e) => [e.kind, e.amount, e.storeOrderId])).toEqual(
      expect.arrayContaining([
        ['SALE', 43_333, sale.storeOrderId],
        // 5 % of 33.333 = 1.666,65 → 1.667 (whole rupiah, half up)
        ['FEE', -1_667, sale.storeOrderId],
      ]),
    )
    expect(entries).toHaveLength(2)
    await expectBalance(app, shop, { available: 43_333 - 1_667, pending: 99_999 + 9_000 - 5_000 })
    expect(order.storeOrderIds).toHaveLength(1)
  })

  it('books the auto-completed ones in the same transaction, once', async () => {
    const shop = await createShop(app, 100_000, 10)
    const buyer = await createUser(app)
    const order = await paidOrder(app, buyer, [{ shop, quantity: 1, shippingPrice: 12_000 }])
    const id = order.storeOrderIds[0] ?? 0
    const deliveredAt = new Date(Date.now() - 10 * 86_400_000)
    await app.db
      .update(storeOrders)
      .set({ status: 'DELIVERED', shippedAt: deliveredAt, deliveredAt, trackingNumber: 'JNE-1' })
      .where(eq(storeOrders.id, id))
    expect(await completeDelivered(app.db, 3 * 86_400_000, new Date(), 500)).toBeGreaterThan(0)
    expect(await completeDelivered(app.db, 3 * 86_400_000, new Date(), 500)).toBe(0)
    const entries = await entriesOf(app, shop.store.id)
    expect(entries.map((e) => [e.kind, e.amount])).toEqual(
      expect.arrayContaining([
        ['SALE', 112_000],
        ['FEE', -5_000],
      ]),
    )
    expect(entries).toHaveLength(2)
    expect((await balanceOf(app, shop)).available).toBe(SALE_PROCEEDS)
  })

  it('a second "received" books nothing more (409)', async () => {
    const shop = await createShop(app, 100_000, 10)
    const sale = await completedSale(app, shop)
    const again = await receiveStoreOrder(app, sale.buyer, sale.orderId, sale.storeOrderId)
    expect(again.statusCode).toBe(409)
    expect(await entriesOf(app, shop.store.id)).toHaveLength(2)
  })
})

describe('entries are never changed or deleted', () => {
  it('the database refuses UPDATE, DELETE and TRUNCATE of ledger_entries', async () => {
    const shop = await createShop(app, 100_000, 10)
    await completedSale(app, shop)
    const [entry] = await entriesOf(app, shop.store.id)
    if (!entry) throw new Error('no entry')
    await expect(
      app.db.update(ledgerEntries).set({ amount: 1 }).where(eq(ledgerEntries.id, entry.id)),
    ).rejects.toThrow()
    await expect(
      app.db.delete(ledgerEntries).where(eq(ledgerEntries.id, entry.id)),
    ).rejects.toThrow()
    await expect(app.db.execute(sql`TRUNCATE ledger_entries`)).rejects.toThrow()
    const refused = await app.db.execute(sql`UPDATE ledger_entries SET amount = amount * 2`).then(
      () => undefined,
      (error: Error) => error,
    )
    expect(String((refused?.cause as Error | undefined)?.message)).toMatch(/append-only/)
    const after = await entriesOf(app, shop.store.id)
    expect(after.find((e) => e.id === entry.id)?.amount).toBe(entry.amount)
  })

  it('a second booking of the same store order and kind is refused by the database', async () => {
    const shop = await createShop(app, 100_000, 10)
    const sale = await completedSale(app, shop)
    await expect(
      app.db.insert(ledgerEntries).values({
        storeId: shop.store.id,
        kind: 'SALE',
        amount: 112_000,
        storeOrderId: sale.storeOrderId,
      }),
    ).rejects.toThrow()
  })
})

describe('GET /api/v1/stores/{slug}/ledger and ledger.csv', () => {
  it('pages the entries newest first and exports them all as CSV, owner only', async () => {
    const shop = await createShop(app, 100_000, 10)
    await completedSale(app, shop)
    await completedSale(app, shop)
    const page = await app.inject({
      method: 'GET',
      url: `/api/v1/stores/${shop.store.slug}/ledger?page=1&limit=3`,
      headers: shop.seller.auth,
    })
    expect(page.statusCode).toBe(200)
    expect(page.json().pagination).toEqual({
      currentPage: 1,
      hasNextPage: true,
      totalPages: 2,
      totalItems: 4,
    })
    expect(page.json().data).toHaveLength(3)
    const csv = await app.inject({
      method: 'GET',
      url: `/api/v1/stores/${shop.store.slug}/ledger.csv`,
      headers: shop.seller.auth,
    })
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toMatch(/^text\/csv/)
    expect(csv.headers['content-disposition']).toContain(`ledger-${shop.store.slug}.csv`)
    const lines = csv.body.trim().split('\r\n')
    expect(lines[0]).toBe('id,date,kind,amount,order_id,store_order_id,payout_id')
    expect(lines).toHaveLength(5)
    expect(lines.slice(1).map((l) => l.split(',')[2])).toEqual(['SALE', 'FEE', 'SALE', 'FEE'])
    // Each sale names its order (the number the seller's inbox shows) and its store order.
    for (const line of lines.slice(1)) {
      const [, , , , orderId, storeOrderId, payoutId] = line.split(',')
      expect(Number(orderId)).toBeGreaterThan(0)
      expect(Number(storeOrderId)).toBeGreaterThan(0)
      expect(payoutId).toBe('')
    }

    const stranger = await createUser(app)
    for (const url of ['ledger', 'ledger.csv', 'balance', 'payouts', 'bank-account']) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1/stores/${shop.store.slug}/${url}`,
        headers: stranger.auth,
      })
      expect(res.statusCode, url).toBe(403)
      const anonymous = await app.inject({
        method: 'GET',
        url: `/api/v1/stores/${shop.store.slug}/${url}`,
      })
      expect(anonymous.statusCode, url).toBe(401)
    }
  })
})
