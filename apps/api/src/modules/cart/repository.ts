import { and, asc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm'
import { preparedQuery, value } from '../../db/prepared-query.ts'
import type { Db, Tx } from '../../db/client.ts'
import { cartItems, productVariants, products, stores, users } from '../../db/schema/index.ts'
import { visibleProduct } from '../catalog/index.ts'
import {
  available,
  linesOfUser,
  productOfLine,
  storeOfProduct,
  variantOfLine,
} from './line-joins.ts'

// Cart lines are per variant (docs/decisions/1015-variants.md): a line's price, stock and weight
// are its variant's, and a retired variant's line can no longer be bought. Checkout's reads of
// the cart are in order-lines.ts.

/** Which of the user's lines a read of the cart gives. */
type Narrowing = 'all' | 'line' | 'product' | 'variant'
const narrowings: Record<Narrowing, SQL | undefined> = {
  all: undefined,
  line: eq(cartItems.id, value('cartItemId')),
  product: eq(cartItems.productId, value('productId')),
  variant: eq(cartItems.variantId, value('variantId')),
}

/**
 * The user's cart lines joined with their variants and products. Lines of deleted products (or of
 * deleted stores, or of retired variants) stay, marked `available: false`, so the shopper sees them
 * and removes them.
 */
const cartLinesOf = (db: Db | Tx, narrowing: Narrowing) =>
  db
    .select({
      cartItemId: cartItems.id,
      quantity: cartItems.quantity,
      id: products.id,
      uuid: products.uuid,
      name: products.name,
      storeId: products.storeId,
      storeName: stores.name,
      storeSlug: stores.slug,
      storeOwnerId: stores.ownerId,
      variantId: productVariants.id,
      optionValues: productVariants.optionValues,
      price: productVariants.price,
      stock: productVariants.stock,
      weight: productVariants.weight,
      available,
    })
    .from(cartItems)
    .innerJoin(productVariants, variantOfLine)
    .innerJoin(products, productOfLine)
    .innerJoin(stores, storeOfProduct)
    .where(linesOfUser(narrowings[narrowing]))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))

// The cart is read at every step of the order loop: adding, quoting, ordering.
const readsOfCart = {
  all: preparedQuery('cart_lines', (db) => cartLinesOf(db, 'all')),
  line: preparedQuery('cart_line', (db) => cartLinesOf(db, 'line')),
  product: preparedQuery('cart_lines_of_product', (db) => cartLinesOf(db, 'product')),
  variant: preparedQuery('cart_line_of_variant', (db) => cartLinesOf(db, 'variant')),
}

/** Which lines `selectCartLines` reads: all, one by id, those of a product, or one variant's. */
export type CartLinesWanted =
  undefined | { cartItemId: number } | { productId: number } | { variantId: number }

/** The user's cart lines with their variants and products, oldest first; or those `wanted`. */
export function selectCartLines(db: Db | Tx, userId: number, wanted?: CartLinesWanted) {
  if (wanted === undefined) return readsOfCart.all(db).execute({ userId })
  if ('cartItemId' in wanted) return readsOfCart.line(db).execute({ userId, ...wanted })
  if ('productId' in wanted) return readsOfCart.product(db).execute({ userId, ...wanted })
  return readsOfCart.variant(db).execute({ userId, ...wanted })
}

/** A product a shopper may put in a cart (visible, of a visible store) with one live variant. */
const variantForSaleOf = (db: Db | Tx, which: SQL) =>
  db
    .select({
      name: products.name,
      hasOptions: sql<boolean>`(${products.options} <> '[]'::jsonb)`.mapWith(Boolean),
      ownerId: stores.ownerId,
      variantId: productVariants.id,
      optionValues: productVariants.optionValues,
      stock: productVariants.stock,
    })
    .from(products)
    .innerJoin(stores, storeOfProduct)
    .leftJoin(
      productVariants,
      and(eq(productVariants.productId, products.id), isNull(productVariants.retiredAt), which),
    )
    .where(and(eq(products.id, value('productId')), visibleProduct))

const variantForSale = preparedQuery('variant_for_sale', (db) =>
  variantForSaleOf(db, eq(productVariants.id, value('variantId'))),
)
const soleVariantForSale = preparedQuery('sole_variant_for_sale', (db) =>
  variantForSaleOf(db, sql`cardinality(${productVariants.optionValues}) = 0`),
)

/**
 * A product a shopper may put in a cart (visible, of a visible store), with its store's owner and
 * the variant asked for (`variantId`, live, of this product) or, without one, its sole variant
 * without options; `variantId` is null when there is no such variant.
 */
export async function selectVariantForSale(
  db: Db | Tx,
  productId: number,
  variantId: number | undefined,
) {
  const [row] = await (variantId === undefined
    ? soleVariantForSale(db).execute({ productId })
    : variantForSale(db).execute({ productId, variantId }))
  return row
}

const variantOnSale = preparedQuery('variant_on_sale', (db) =>
  db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(stores, storeOfProduct)
    .where(
      and(
        eq(productVariants.id, value('variantId')),
        isNull(productVariants.retiredAt),
        visibleProduct,
      ),
    ),
)

/** A variant's stock if it can still be bought (live, of a visible product and store). */
export async function selectVariantOnSale(tx: Tx, variantId: number) {
  const [row] = await variantOnSale(tx).execute({ variantId })
  return row
}

/**
 * Adds a line unless the cart already holds `maxLines` (answers 'full') or this variant ('exists').
 * The user's row is locked first, so two adds at once cannot both take the last place.
 */
export async function insertCartItem(
  db: Db,
  input: {
    userId: number
    productId: number
    variantId: number
    quantity: number
    maxLines: number
  },
): Promise<{ added: number } | 'exists' | 'full'> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update')
    const [count] = await tx
      .select({ lines: sql<number>`count(*)::int` })
      .from(cartItems)
      .where(eq(cartItems.userId, input.userId))
    if ((count?.lines ?? 0) >= input.maxLines) return 'full'
    const [row] = await tx
      .insert(cartItems)
      .values({
        userId: input.userId,
        productId: input.productId,
        variantId: input.variantId,
        quantity: input.quantity,
      })
      .onConflictDoNothing({ target: [cartItems.userId, cartItems.variantId] })
      .returning({ id: cartItems.id })
    return row ? { added: row.id } : 'exists'
  })
}

export async function updateCartQuantity(
  db: Db,
  userId: number,
  cartItemId: number,
  quantity: number,
) {
  const [row] = await db
    .update(cartItems)
    .set({ quantity })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.id, cartItemId)))
    .returning({ id: cartItems.id })
  return row
}

export async function deleteCartItem(db: Db, userId: number, cartItemId: number) {
  const [row] = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.id, cartItemId)))
    .returning({ id: cartItems.id })
  return row
}

/**
 * Stock of the given variants that the user may buy: live, of a visible product, and not of the
 * user's own stores.
 */
export function selectBuyableStock(db: Db, userId: number, variantIds: number[]) {
  return db
    .select({
      variantId: productVariants.id,
      productId: productVariants.productId,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .innerJoin(stores, storeOfProduct)
    .where(
      and(
        inArray(productVariants.id, variantIds),
        isNull(productVariants.retiredAt),
        visibleProduct,
        ne(stores.ownerId, userId),
      ),
    )
}

/**
 * Puts lines back in the cart: a line already there keeps the larger quantity; new lines are
 * added, in the given order, only while the cart has room for `maxLines` (the user's row is
 * locked, as in insertCartItem).
 */
export async function mergeCartLines(
  db: Db,
  userId: number,
  lines: { productId: number; variantId: number; quantity: number }[],
  maxLines: number,
) {
  if (lines.length === 0) return
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    const held = await tx
      .select({ variantId: cartItems.variantId })
      .from(cartItems)
      .where(eq(cartItems.userId, userId))
    const inCart = new Set(held.map((line) => line.variantId))
    let room = maxLines - inCart.size
    const kept = lines.filter((line) => inCart.has(line.variantId) || room-- > 0)
    if (kept.length === 0) return
    await tx
      .insert(cartItems)
      .values(kept.map((line) => ({ userId, ...line })))
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.variantId],
        set: { quantity: sql`greatest(${cartItems.quantity}, excluded.quantity)` },
      })
  })
}
