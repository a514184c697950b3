import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { storeOrders } from '../../db/schema/index.ts'

/**
 * What the store's paid, not yet completed store orders (TO_SHIP, SHIPPED, DELIVERED) will add
 * to its balance when they complete: items + shipping − the platform fee of the items, with the
 * ledger's rounding (modules/ledger/fee.ts) per store order (docs/decisions/0980).
 */
export async function pendingProceeds(
  db: Db | Tx,
  storeId: number,
  feeBasisPoints: number,
): Promise<number> {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(
        ${storeOrders.itemsTotal}::bigint + ${storeOrders.shippingPrice}
        - floor((${storeOrders.itemsTotal}::bigint * ${feeBasisPoints}::bigint + 5000) / 10000)
      ), 0)::text`,
    })
    .from(storeOrders)
    .where(
      and(
        eq(storeOrders.storeId, storeId),
        inArray(storeOrders.status, ['TO_SHIP', 'SHIPPED', 'DELIVERED']),
      ),
    )
  return Number(row?.total ?? 0)
}
