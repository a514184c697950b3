import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { cartItems, categories, products, stores } from '../../db/schema/index.ts'
import { productViewColumns, visibleProduct } from '../catalog/index.ts'

/**
 * The user's cart lines joined with their products. Lines of deleted products (or of deleted
 * stores) stay, marked `available: false`, so the shopper sees them and removes them.
 */
export function selectCartLines(db: Db | Tx, userId: number, productId?: number) {
  return db
    .select({
      ...productViewColumns,
      cartItemId: cartItems.id,
      quantity: cartItems.quantity,
      available: sql<boolean>`(${visibleProduct})`.mapWith(Boolean),
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        eq(cartItems.userId, userId),
        productId === undefined ? undefined : eq(cartItems.productId, productId),
      ),
    )
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
}

export async function insertCartItem(db: Db, userId: number, productId: number, quantity: number) {
  const [row] = await db
    .insert(cartItems)
    .values({ userId, productId, quantity })
    .onConflictDoNothing({ target: [cartItems.userId, cartItems.productId] })
    .returning({ id: cartItems.id })
  return row
}

export async function updateCartQuantity(
  db: Db,
  userId: number,
  productId: number,
  quantity: number,
) {
  const [row] = await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    .returning({ id: cartItems.id })
  return row
}

export async function deleteCartItem(db: Db, userId: number, productId: number) {
  const [row] = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)))
    .returning({ id: cartItems.id })
  return row
}

/** Stock of the given products that the user may buy: visible, and not of the user's own stores. */
export function selectBuyableStock(db: Db, userId: number, productIds: number[]) {
  return db
    .select({ id: products.id, stock: products.stock })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(inArray(products.id, productIds), visibleProduct, ne(stores.ownerId, userId)))
}

/**
 * Adds lines to the cart in one statement; a line already there keeps the larger of its
 * quantity and the new one.
 */
export async function mergeCartLines(
  db: Db,
  userId: number,
  lines: { productId: number; quantity: number }[],
) {
  if (lines.length === 0) return
  await db
    .insert(cartItems)
    .values(lines.map((line) => ({ userId, ...line })))
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { quantity: sql`greatest(${cartItems.quantity}, excluded.quantity)` },
    })
}
