import { asc, count, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { products, stores } from '../../db/schema/index.ts'
import { visibleProduct } from './visibility.ts'

/** How many products shoppers can see (the one visibility rule, visibility.ts). */
export async function countVisibleProducts(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(visibleProduct)
  return row?.n ?? 0
}

/** The visible products' uuids and last changes, oldest first, `limit` after the first `offset`. */
export function visibleProductStamps(db: Db, offset: number, limit: number) {
  return db
    .select({ uuid: products.uuid, updatedAt: products.updatedAt })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(visibleProduct)
    .orderBy(asc(products.id))
    .offset(offset)
    .limit(limit)
}
