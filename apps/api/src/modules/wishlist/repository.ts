import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { products, stores, users, wishlistItems } from '../../db/schema/index.ts'
import { selectProductViews, visibleProduct } from '../catalog/index.ts'

type Handle = Db | Tx

/** The saved products that are still for sale, in the product view, newest saved first. */
export function selectSavedProducts(db: Handle, userId: number) {
  return selectProductViews(db)
    .innerJoin(
      wishlistItems,
      and(eq(wishlistItems.productId, products.id), eq(wishlistItems.userId, userId)),
    )
    .where(visibleProduct)
    .orderBy(desc(wishlistItems.createdAt), desc(products.id))
}

export async function isVisibleProduct(db: Handle, productId: number): Promise<boolean> {
  const [row] = await selectProductViews(db).where(and(eq(products.id, productId), visibleProduct))
  return row !== undefined
}

/** Locks the user's row so two saves at once cannot both take the last place on the list. */
export async function lockUser(tx: Tx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
}

export async function isSaved(db: Handle, userId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
  return row !== undefined
}

/** How many saved products are still for sale: gone ones neither show nor take a place. */
export async function countSaved(db: Handle, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(eq(wishlistItems.userId, userId), visibleProduct))
  return row?.n ?? 0
}

export async function insertItem(db: Handle, userId: number, productId: number) {
  await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing()
}

export async function deleteItem(db: Handle, userId: number, productId: number) {
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
}
