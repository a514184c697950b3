import { productVariants } from '@pasar/api/db/schema/index'
import type { Db } from '@pasar/api/db/client'
import { and, eq, isNull, sql } from 'drizzle-orm'

/**
 * Sales in the background: `perSecond` committed stock changes a second, each its own
 * transaction as a checkout's is, on random products — one in ten among `shown` (the products
 * the measured pages show), the rest anywhere in the catalogue. Returns a function that stops
 * them and tells how many were made.
 */
export function startSales(db: Db, perSecond: number, productCount: number, shown: number[]) {
  let made = 0
  let stopped = false
  const anywhere = () => 1 + Math.floor(Math.random() * productCount)
  const pick = () =>
    Math.random() < 0.1
      ? (shown[Math.floor(Math.random() * shown.length)] ?? anywhere())
      : anywhere()
  const sell = async () => {
    // One variant of the product sells, as at checkout (docs/decisions/1015-variants.md);
    // restocked when it runs low, so the products never sell out during the run.
    const variant = db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(eq(productVariants.productId, pick()), isNull(productVariants.retiredAt)))
      .limit(1)
    await db
      .update(productVariants)
      .set({
        stock: sql`CASE WHEN ${productVariants.stock} > 1 THEN ${productVariants.stock} - 1 ELSE 100 END`,
        updatedAt: new Date(),
      })
      .where(eq(productVariants.id, sql`(${variant})`))
    made += 1
  }
  const timer = setInterval(() => {
    if (!stopped) void sell()
  }, 1000 / perSecond)
  return () => {
    stopped = true
    clearInterval(timer)
    return made
  }
}
