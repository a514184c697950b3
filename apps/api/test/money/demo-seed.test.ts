import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { payouts, storeOrders, stores } from '../../src/db/schema/index.ts'
import { payoutDepsOf } from '../../src/modules/payouts/deps.ts'
import { getBalance } from '../../src/modules/payouts/service.ts'
import { seedDemoIfEmpty } from '../../src/seed/demo.ts'
import { setupTestApp } from '../helpers/app.ts'

const { app } = await setupTestApp()

describe('the demo seed books its money', { timeout: 120_000 }, () => {
  it('completed demo sales are in the ledger, with a completed and a waiting payout', async () => {
    expect(await seedDemoIfEmpty(app.db, app.storage)).toBe(true)
    const fee = (items: number) => Math.round((items * 5) / 100)
    // What a store order earns its store: what the store charged, less its own voucher, less the
    // fee on its items after that voucher (docs/decisions/1016-vouchers.md).
    const earned = (o: typeof storeOrders.$inferSelect) =>
      o.itemsTotal - o.storeDiscount + o.shippingPrice - fee(o.itemsTotal - o.storeDiscount)
    const all = await app.db.select().from(stores)
    let withPayouts = 0
    for (const store of all) {
      const orders = await app.db
        .select()
        .from(storeOrders)
        .where(eq(storeOrders.storeId, store.id))
      const theirs = await app.db.select().from(payouts).where(eq(payouts.storeId, store.id))
      const completed = orders.filter((o) => o.status === 'COMPLETED')
      const open = orders.filter((o) => ['TO_SHIP', 'SHIPPED', 'DELIVERED'].includes(o.status))
      const sales = completed.reduce((s, o) => s + earned(o), 0)
      const of = (status: string) =>
        theirs.filter((p) => p.status === status).reduce((s, p) => s + p.amount, 0)
      expect(await getBalance(payoutDepsOf(app), store)).toEqual({
        available: sales - of('COMPLETED') - of('REQUESTED'),
        pending: open.reduce((s, o) => s + earned(o), 0),
        processing: of('REQUESTED'),
        paidOut: of('COMPLETED'),
      })
      if (theirs.length > 0) {
        withPayouts += 1
        expect(theirs.map((p) => p.status).sort()).toEqual(['COMPLETED', 'REQUESTED'])
      }
    }
    expect(withPayouts).toBe(1)
  })
})
