import { count, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders, products } from '../../src/db/schema/index.ts'
import { setupTestApp } from '../helpers/app.ts'
import { createUser } from '../helpers/builders.ts'
import { checkout } from '../helpers/checkout.ts'
import { addToCart, createShop, stockOf } from '../orders/shop.ts'

// Checkout writes the order first and takes the stock last, with a guard on what it read
// (docs/decisions/0979-hot-statements-built-once.md). Two transactions interleave only on
// PostgreSQL: PGlite runs one at a time.
const { app } = await setupTestApp()

/** The rows of a raw read (PGlite and node-postgres answer them alike). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

/** Resolves once a statement waits for a lock that the backend `holder` holds. */
async function someoneWaitsFor(holder: number) {
  for (let tries = 0; tries < 500; tries++) {
    const result = await app.db.execute(sql`
      SELECT count(*)::int AS waiting FROM pg_stat_activity
      WHERE ${holder}::int = ANY(pg_blocking_pids(pid))`)
    if ((rowsOf<{ waiting: number }>(result)[0]?.waiting ?? 0) > 0) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error('no statement waited for the seller')
}

/**
 * A buyer orders `quantity` of a product of `stock` at Rp 50.000 while the seller's transaction,
 * which has written `change` to the product, holds its row; the seller commits once the order
 * waits for the row. Answers the order's answer, the stock left and the buyer's orders.
 */
async function orderWhileSellerChanges(
  stock: number,
  quantity: number,
  change: Partial<typeof products.$inferInsert>,
) {
  const {
    products: [item],
  } = await createShop(app, [{ price: 50_000, stock }])
  const buyer = await createUser(app)
  await addToCart(app, buyer, item.id, quantity)

  let answer: ReturnType<typeof checkout> | undefined
  await app.db.transaction(async (tx) => {
    await tx.update(products).set(change).where(eq(products.id, item.id))
    const [seller] = rowsOf<{ pid: number }>(await tx.execute(sql`SELECT pg_backend_pid() AS pid`))
    answer = checkout(app, buyer)
    // The order is written and waits for the product's row, which the seller holds.
    await someoneWaitsFor(seller?.pid ?? 0)
  })
  const res = await answer
  const [written] = await app.db
    .select({ orders: count() })
    .from(orders)
    .where(eq(orders.userId, buyer.id))
  return { item, res, stockLeft: await stockOf(app, item.id), orders: written?.orders }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('an order racing the seller', () => {
  it('a price changed while the order was written: 409, no order, no stock taken', async () => {
    const { res, stockLeft, orders } = await orderWhileSellerChanges(5, 2, { price: 60_000 })
    expect(res?.statusCode).toBe(409)
    expect(res?.json().message).toBe(
      'Your cart changed while you were checking out. Please review your order and try again.',
    )
    expect(stockLeft).toBe(5)
    expect(orders).toBe(0)
  })

  it('sold out while the order was written: 409 sold out, no order', async () => {
    const { item, res, orders } = await orderWhileSellerChanges(1, 1, { stock: 0 })
    expect(res?.statusCode).toBe(409)
    expect(res?.json().message).toBe(`'${item.name}' is sold out.`)
    expect(orders).toBe(0)
  })
})
