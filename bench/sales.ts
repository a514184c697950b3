import { products } from '@pasar/api/db/schema/index'
import type { Db } from '@pasar/api/db/client'
import { eq, sql } from 'drizzle-orm'

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
    // Restocked when it runs low, so the products never sell out during the run.
    await db
      .update(products)
      .set({
        stock: sql`CASE WHEN ${products.stock} > 1 THEN ${products.stock} - 1 ELSE 100 END`,
        updatedAt: new Date(),
      })
      .where(eq(products.id, pick()))
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
