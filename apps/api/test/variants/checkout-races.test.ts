import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderItems, orders, productVariants } from '../../src/db/schema/index.ts'
import { setupTestApp } from '../helpers/app.ts'
import { createUser, type TestUser } from '../helpers/builders.ts'
import { checkout } from '../helpers/checkout.ts'
import type { Db, Tx } from '../../src/db/client.ts'
import { lockLiveVariants, lockProduct } from '../../src/modules/variants/repository.ts'
import { replaceVariants, withSizes } from '../helpers/variants.ts'
import { createShop, stockOf } from '../orders/shop.ts'

// Stock is raced per variant (docs/decisions/1015-variants.md). Transactions interleave only on
// PostgreSQL: PGlite runs one at a time.
const { app } = await setupTestApp()

/** The rows of a raw read (PGlite and node-postgres answer them alike). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

/** Resolves once `count` statements wait for a lock that the backend `holder` holds. */
async function waitersOf(holder: number, count: number) {
  for (let tries = 0; tries < 500; tries++) {
    const result = await app.db.execute(sql`
      SELECT count(*)::int AS waiting FROM pg_stat_activity
      WHERE ${holder}::int = ANY(pg_blocking_pids(pid))`)
    if ((rowsOf<{ waiting: number }>(result)[0]?.waiting ?? 0) >= count) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  throw new Error('no checkout waited for the seller')
}

async function addLine(buyer: TestUser, productId: number, variantId: number, quantity = 1) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/carts',
    headers: buyer.auth,
    payload: { productId, variantId, quantity },
  })
  expect(res.statusCode, res.body).toBe(201)
}

async function variant(id: number) {
  const [row] = await app.db.select().from(productVariants).where(eq(productVariants.id, id))
  if (!row) throw new Error(`no variant ${id}`)
  return row
}

/** A shirt in Merah M, L and XL at Rp 100.000, 5 of each unless `stock` says otherwise. */
async function shirt(stock = 5) {
  const {
    seller,
    store,
    products: [product],
  } = await createShop(app, [{ price: 90_000, stock: 10 }])
  const [m, l, xl] = await withSizes(app, product.id, ['M', 'L', 'XL'], { stock })
  if (!m || !l || !xl) throw new Error('variants not written')
  return { seller, store, product, m, l, xl }
}

/** The seller's replacement: Merah in S, L and XL, 5 of each; M retires. */
function dropSizeM(db: Db | Tx, productId: number) {
  return replaceVariants(
    db,
    productId,
    [
      { name: 'Warna', values: ['Merah'] },
      { name: 'Ukuran', values: ['S', 'L', 'XL'] },
    ],
    ['S', 'L', 'XL'].map((size) => ({ optionValues: ['Merah', size], price: 100_000, stock: 5 })),
  )
}

/** The order lines of a variant, with when their order began. */
async function soldOf(variantId: number) {
  return app.db
    .select({ quantity: orderItems.quantity, createdAt: orders.createdAt })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.variantId, variantId))
}

/** The product's stock is the sum of its live variants' (the trigger kept up under load). */
async function expectStockAgrees(productId: number) {
  const [row] = await app.db
    .select({ total: sql<number>`coalesce(sum(${productVariants.stock}), 0)::int` })
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), sql`${productVariants.retiredAt} IS NULL`))
  expect(await stockOf(app, productId)).toBe(row?.total)
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('variants raced at checkout', () => {
  it("sells one variant's last unit once among 20 buyers; other variants untouched", async () => {
    const { product, m, l, xl } = await shirt()
    await app.db.update(productVariants).set({ stock: 1 }).where(eq(productVariants.id, m.id))
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createUser(app)))
    for (const buyer of buyers) await addLine(buyer, product.id, m.id)

    const results = await Promise.all(buyers.map((buyer) => checkout(app, buyer)))
    const codes = results.map((res) => res.statusCode)
    expect(codes.filter((code) => code === 201)).toHaveLength(1)
    expect(codes.filter((code) => code === 409)).toHaveLength(19)
    expect(results.find((res) => res.statusCode === 409)?.json().message).toBe(
      `'${product.name} (Merah / M)' is sold out.`,
    )
    expect((await variant(m.id)).stock).toBe(0)
    expect((await variant(l.id)).stock).toBe(5)
    expect((await variant(xl.id)).stock).toBe(5)
    expect(await stockOf(app, product.id)).toBe(10)
  })

  it('never waits crosswise: buyers of two sizes and of one size at once all get their order', async () => {
    const { product, m, l } = await shirt(40)
    const both = await Promise.all(Array.from({ length: 10 }, () => createUser(app)))
    const large = await Promise.all(Array.from({ length: 10 }, () => createUser(app)))
    for (const buyer of both) {
      await addLine(buyer, product.id, m.id)
      await addLine(buyer, product.id, l.id, 2)
    }
    for (const buyer of large) await addLine(buyer, product.id, l.id)

    const results = await Promise.all([...both, ...large].map((buyer) => checkout(app, buyer)))
    expect(results.map((res) => res.statusCode)).toEqual(Array(20).fill(201))
    expect((await variant(m.id)).stock).toBe(30)
    expect((await variant(l.id)).stock).toBe(10)
    await expectStockAgrees(product.id)
  })

  it('refuses every checkout waiting on a seller who retires the variant meanwhile', async () => {
    const { product, m, l } = await shirt()
    const buyers = await Promise.all(Array.from({ length: 5 }, () => createUser(app)))
    for (const buyer of buyers) await addLine(buyer, product.id, m.id)

    let answers: Promise<Awaited<ReturnType<typeof checkout>>[]> | undefined
    await app.db.transaction(async (tx) => {
      // As the seller's PUT does: the variants locked, then the product; M retires.
      const [seller] = rowsOf<{ pid: number }>(
        await tx.execute(sql`SELECT pg_backend_pid() AS pid`),
      )
      await dropSizeM(tx, product.id)
      answers = Promise.all(buyers.map((buyer) => checkout(app, buyer)))
      await waitersOf(seller?.pid ?? 0, buyers.length)
    })
    const results = await (answers ?? Promise.resolve([]))
    expect(results.map((res) => res.statusCode)).toEqual(Array(5).fill(409))
    expect(results[0]?.json().message).toBe(`'${product.name} (Merah / M)' is no longer available.`)
    expect((await variant(m.id)).stock).toBe(5)
    expect((await variant(l.id)).stock).toBe(5)
    expect(await soldOf(m.id)).toEqual([])
    await expectStockAgrees(product.id)
  })

  it('never deadlocks a checkout that waits on the variants the seller’s edit holds', async () => {
    const { product, m } = await shirt()
    const buyer = await createUser(app)
    await addLine(buyer, product.id, m.id)
    let answer: ReturnType<typeof checkout> | undefined
    await app.db.transaction(async (tx) => {
      // The PUT's locks, in its order: the variants, then (once the checkout waits) the product.
      const [seller] = rowsOf<{ pid: number }>(
        await tx.execute(sql`SELECT pg_backend_pid() AS pid`),
      )
      await lockLiveVariants(tx, product.id)
      answer = checkout(app, buyer)
      await waitersOf(seller?.pid ?? 0, 1)
      expect(await lockProduct(tx, product.id)).toBeDefined()
    })
    expect((await answer)?.statusCode).toBe(201)
  })

  it('never oversells nor sells a retired variant while the seller replaces the variants', async () => {
    const { seller, store, product, m, l } = await shirt(3)
    const buyersOfM = await Promise.all(Array.from({ length: 12 }, () => createUser(app)))
    const buyersOfL = await Promise.all(Array.from({ length: 8 }, () => createUser(app)))
    for (const buyer of buyersOfM) await addLine(buyer, product.id, m.id)
    for (const buyer of buyersOfL) await addLine(buyer, product.id, l.id)

    const [results] = await Promise.all([
      Promise.all([...buyersOfM, ...buyersOfL].map((buyer) => checkout(app, buyer))),
      (async () => {
        // A moment in, the seller's PUT drops size M (it retires) and adds S, then saves again.
        for (let round = 0; round < 6; round++) {
          await new Promise((resolve) => setTimeout(resolve, 10))
          const res = await app.inject({
            method: 'PUT',
            url: `/api/v1/stores/${store.slug}/products/${product.uuid}/variants`,
            headers: seller.auth,
            payload: {
              options: [
                { name: 'Warna', values: ['Merah'] },
                { name: 'Ukuran', values: ['S', 'L', 'XL'] },
              ],
              variants: ['S', 'L', 'XL'].map((size) => ({
                optionValues: ['Merah', size],
                price: 100_000,
                stock: 5,
              })),
            },
          })
          expect(res.statusCode, res.body).toBe(200)
        }
      })(),
    ])
    const codes = results.map((res) => res.statusCode)
    expect(codes.filter((code) => code !== 201 && code !== 409)).toEqual([])
    const retired = await variant(m.id)
    expect(retired.retiredAt).not.toBeNull()
    const sold = await soldOf(m.id)
    const units = sold.reduce((sum, line) => sum + line.quantity, 0)
    expect(units).toBe(codes.slice(0, buyersOfM.length).filter((code) => code === 201).length)
    expect(units + retired.stock).toBe(3)
    // Every sale of M began before M retired: none after.
    for (const line of sold) {
      expect(line.createdAt.getTime()).toBeLessThan(retired.retiredAt?.getTime() ?? 0)
    }
    await expectStockAgrees(product.id)
  })
})
