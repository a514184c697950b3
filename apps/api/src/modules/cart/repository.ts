import { and, asc, eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { cartItems, categories, products, stores } from '../../db/schema/index.ts'
import { productViewColumns, visibleProduct } from '../catalog/product-view.ts'

/** The user's cart lines joined with their (visible) products; lines of hidden products drop out. */
export function selectCartLines(db: Db | Tx, userId: number, productId?: number) {
  return db
    .select({ ...productViewColumns, cartItemId: cartItems.id, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        eq(cartItems.userId, userId),
        productId === undefined ? undefined : eq(cartItems.productId, productId),
        visibleProduct,
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
