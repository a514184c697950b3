import { and, count, desc, eq, isNull, like, or, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { categories, productImages, products, stores } from '../../db/schema/index.ts'
import { selectProductViews, visibleProduct } from '../catalog/index.ts'

type Handle = Db | Tx
export type StoreRow = typeof stores.$inferSelect

const notDeleted = isNull(stores.deletedAt)

export async function findStoreBySlug(db: Handle, slug: string): Promise<StoreRow | undefined> {
  const [row] = await db
    .select()
    .from(stores)
    .where(and(eq(stores.slug, slug), notDeleted))
  return row
}

export function listStoresByOwner(db: Handle, ownerId: number) {
  return db
    .select()
    .from(stores)
    .where(and(eq(stores.ownerId, ownerId), notDeleted))
    .orderBy(desc(stores.createdAt), desc(stores.id))
}

/** Every slug, deleted stores included, that is `base` or `base-<something>`. */
export async function slugsStartingWith(db: Handle, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: stores.slug })
    .from(stores)
    .where(or(eq(stores.slug, base), like(stores.slug, `${base}-%`)))
  return rows.map((r) => r.slug)
}

export async function insertStore(db: Handle, values: typeof stores.$inferInsert) {
  const [row] = await db.insert(stores).values(values).returning()
  if (!row) throw new Error('store insert returned nothing')
  return row
}

export async function updateStore(
  db: Handle,
  id: number,
  patch: Partial<Pick<StoreRow, 'name' | 'description'>>,
) {
  const [row] = await db
    .update(stores)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(stores.id, id), notDeleted))
    .returning()
  return row
}

/** Hides the store and every product of it (order lines keep their own name and price). */
export async function softDeleteStore(tx: Tx, id: number) {
  const now = sql`now()`
  await tx.update(stores).set({ deletedAt: now }).where(eq(stores.id, id))
  await tx
    .update(products)
    .set({ deletedAt: now })
    .where(and(eq(products.storeId, id), isNull(products.deletedAt)))
}

export async function findCategoryIdBySlug(db: Handle, slug: string) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, slug))
  return row?.id
}

export async function insertProductWithImages(
  tx: Tx,
  values: typeof products.$inferInsert,
  imageKeys: string[],
) {
  const [row] = await tx
    .insert(products)
    .values(values)
    .returning({ id: products.id, uuid: products.uuid })
  if (!row) throw new Error('product insert returned nothing')
  await tx
    .insert(productImages)
    .values(imageKeys.map((key, position) => ({ productId: row.id, position, key })))
  return row.uuid
}

const storeProduct = (storeId: number, uuid: string) =>
  and(eq(products.storeId, storeId), eq(products.uuid, uuid), isNull(products.deletedAt))

export async function updateProduct(
  db: Handle,
  storeId: number,
  uuid: string,
  patch: Partial<
    Pick<typeof products.$inferInsert, 'name' | 'description' | 'price' | 'stock' | 'weight'>
  >,
) {
  const [row] = await db
    .update(products)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(storeProduct(storeId, uuid))
    .returning({ uuid: products.uuid })
  return row?.uuid
}

export async function softDeleteProduct(db: Handle, storeId: number, uuid: string) {
  const rows = await db
    .update(products)
    .set({ deletedAt: sql`now()` })
    .where(storeProduct(storeId, uuid))
    .returning({ id: products.id })
  return rows.length > 0
}

export async function pageOfStoreProducts(
  db: Handle,
  storeId: number,
  page: number,
  limit: number,
) {
  const where = and(eq(products.storeId, storeId), visibleProduct)
  const [rows, totals] = await Promise.all([
    selectProductViews(db)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: count() })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(where),
  ])
  return { rows, total: totals[0]?.total ?? 0 }
}
