import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { products, stores } from '../../db/schema/index.ts'

/** What a parcel needs to know of each product: its weight (g) and its store. */
export async function parcelFacts(db: Db, productIds: number[]) {
  if (productIds.length === 0) return new Map<number, ParcelFact>()
  const rows = await db
    .select({
      productId: products.id,
      weight: products.weight,
      storeId: stores.id,
      storeName: stores.name,
      storeSlug: stores.slug,
      ownerId: stores.ownerId,
    })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(inArray(products.id, productIds))
  return new Map(rows.map((row) => [row.productId, row]))
}

export interface ParcelFact {
  productId: number
  weight: number
  storeId: number
  storeName: string
  storeSlug: string
  ownerId: number
}
