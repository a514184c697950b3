import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { storeOrders } from '../../db/schema/index.ts'

/**
 * What the store's paid, not yet completed store orders (TO_SHIP, SHIPPED, DELIVERED) will add
 * to its balance when they complete: items + shipping − the store's discount − the platform fee of
 * the items after that discount, with the ledger's rounding (modules/ledger/fee.ts) per store order
 * (docs/decisions/0980, 1016-vouchers.md). The platform's discount lowers none of it.
 */
export async function pendingProceeds(
  db: Db | Tx,
  storeId: number,
  feeBasisPoints: number,
): Promise<number> {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(
        ${storeOrders.itemsTotal}::bigint + ${storeOrders.shippingPrice} - ${storeOrders.storeDiscount}
        - floor(((${storeOrders.itemsTotal}::bigint - ${storeOrders.storeDiscount})
          * ${feeBasisPoints}::bigint + 5000) / 10000)
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
