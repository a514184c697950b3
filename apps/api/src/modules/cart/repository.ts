import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm'
import { preparedQuery, oneOf, value } from '../../db/prepared-query.ts'
import type { Db, Tx } from '../../db/client.ts'
import { cartItems, categories, products, stores, users } from '../../db/schema/index.ts'
import { productViewColumns, visibleProduct } from '../catalog/index.ts'

/** Whether a line's product can be bought: visible, of a visible store. */
const available = sql<boolean>`(${visibleProduct})`.mapWith(Boolean)

// How a line reaches its product, and a product its store: the reads here join by these.
const productOfLine = eq(products.id, cartItems.productId)
const storeOfProduct = eq(stores.id, products.storeId)

/** The lines of the user the statement is given (`userId`), narrowed by `narrowing` if any. */
const linesOfUser = (narrowing?: SQL) => and(eq(cartItems.userId, value('userId')), narrowing)

/**
 * The user's cart lines joined with their products. Lines of deleted products (or of deleted
 * stores) stay, marked `available: false`, so the shopper sees them and removes them.
 */
const cartLinesOf = (db: Db | Tx, oneProduct: boolean) =>
  db
    .select({
      ...productViewColumns,
      cartItemId: cartItems.id,
      quantity: cartItems.quantity,
      storeOwnerId: stores.ownerId,
      available,
    })
    .from(cartItems)
    .innerJoin(products, productOfLine)
    .innerJoin(stores, storeOfProduct)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(linesOfUser(oneProduct ? eq(cartItems.productId, value('productId')) : undefined))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))

// The cart is read at every step of the order loop: adding, quoting, ordering.
const wholeCart = preparedQuery('cart_lines', (db) => cartLinesOf(db, false))
const oneLine = preparedQuery('cart_line', (db) => cartLinesOf(db, true))

/** The user's cart lines with their products, oldest first; or the line of one product. */
export function selectCartLines(db: Db | Tx, userId: number, productId?: number) {
  return productId === undefined
    ? wholeCart(db).execute({ userId })
    : oneLine(db).execute({ userId, productId })
}

/**
 * Checkout's read, in its transaction: the user's lines (or, with `wanted`, those of these
 * products) with their products in id order, what checkout checks, and the buyer its 'order
 * placed' mail goes to. Nothing is locked: checkout takes the stock last, with a guard that
 * fails when the product changed since this read (docs/decisions/0979). A line's product, store
 * and user always exist (the references cascade), so the joins keep every line. Built once
 * (docs/decisions/0979-hot-statements-built-once.md).
 */
const orderLinesOf = (db: Db | Tx, some: boolean) =>
  db
    .select({
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      name: products.name,
      price: products.price,
      stock: products.stock,
      storeId: products.storeId,
      available,
      ownerId: stores.ownerId,
      buyer: { id: users.id, name: users.name, email: users.email, language: users.language },
    })
    .from(cartItems)
    .innerJoin(products, productOfLine)
    .innerJoin(stores, storeOfProduct)
    .innerJoin(users, eq(users.id, cartItems.userId))
    .where(linesOfUser(some ? oneOf(cartItems.productId, 'wanted') : undefined))
    .orderBy(asc(products.id))

const wholeCartToOrder = preparedQuery('order_cart_lines', (db) => orderLinesOf(db, false))
const someOfCartToOrder = preparedQuery('order_cart_lines_some', (db) => orderLinesOf(db, true))

/** Checkout's lines of the user's cart; `wanted` narrows them to these products. */
export function readOrderLines(tx: Tx, userId: number, wanted?: number[]) {
  return wanted
    ? someOfCartToOrder(tx).execute({ userId, wanted })
    : wholeCartToOrder(tx).execute({ userId })
}

const orderedLeave = preparedQuery('order_cart_remove', (db) =>
  db.delete(cartItems).where(linesOfUser(oneOf(cartItems.productId, 'ids'))),
)

/** The ordered products (`ids`) leave the user's cart, in checkout's transaction. */
export async function removeOrderedLines(tx: Tx, userId: number, ids: number[]) {
  await orderedLeave(tx).execute({ userId, ids })
}

const productForSale = preparedQuery('product_for_sale', (db) =>
  db
    .select({ name: products.name, stock: products.stock, ownerId: stores.ownerId })
    .from(products)
    .innerJoin(stores, storeOfProduct)
    .where(and(eq(products.id, value('productId')), visibleProduct)),
)

/** A product a shopper may put in a cart (visible, of a visible store), with its store's owner. */
export async function selectProductForSale(db: Db | Tx, productId: number) {
  const [product] = await productForSale(db).execute({ productId })
  return product
}

/**
 * Adds a line unless the cart already holds `maxLines` (answers 'full') or this product ('exists').
 * The user's row is locked first, so two adds at once cannot both take the last place.
 */
export async function insertCartItem(
  db: Db,
  input: { userId: number; productId: number; quantity: number; maxLines: number },
): Promise<'added' | 'exists' | 'full'> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update')
    const [count] = await tx
      .select({ lines: sql<number>`count(*)::int` })
      .from(cartItems)
      .where(eq(cartItems.userId, input.userId))
    if ((count?.lines ?? 0) >= input.maxLines) return 'full'
    const [row] = await tx
      .insert(cartItems)
      .values({ userId: input.userId, productId: input.productId, quantity: input.quantity })
      .onConflictDoNothing({ target: [cartItems.userId, cartItems.productId] })
      .returning({ id: cartItems.id })
    return row ? 'added' : 'exists'
  })
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
    .innerJoin(stores, storeOfProduct)
    .where(and(inArray(products.id, productIds), visibleProduct, ne(stores.ownerId, userId)))
}

/**
 * Puts lines back in the cart: a line already there keeps the larger quantity; new lines are
 * added, in the given order, only while the cart has room for `maxLines` (the user's row is
 * locked, as in insertCartItem).
 */
export async function mergeCartLines(
  db: Db,
  userId: number,
  lines: { productId: number; quantity: number }[],
  maxLines: number,
) {
  if (lines.length === 0) return
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    const held = await tx
      .select({ productId: cartItems.productId })
      .from(cartItems)
      .where(eq(cartItems.userId, userId))
    const inCart = new Set(held.map((line) => line.productId))
    let room = maxLines - inCart.size
    const kept = lines.filter((line) => inCart.has(line.productId) || room-- > 0)
    if (kept.length === 0) return
    await tx
      .insert(cartItems)
      .values(kept.map((line) => ({ userId, ...line })))
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productId],
        set: { quantity: sql`greatest(${cartItems.quantity}, excluded.quantity)` },
      })
  })
}
