import { asc, eq, sql } from 'drizzle-orm'
import { oneOf, preparedQuery } from '../../db/prepared-query.ts'
import type { Db, Tx } from '../../db/client.ts'
import { cartItems, productVariants, products, stores, users } from '../../db/schema/index.ts'
import {
  available,
  linesOfUser,
  productOfLine,
  storeOfProduct,
  variantOfLine,
} from './line-joins.ts'

/**
 * Checkout's read, in its transaction: the user's lines (or, with a selection, those of the
 * `products` and the `lines` named) with their variants and products in (product id, variant id)
 * order, what checkout checks, and the buyer its 'order placed' mail goes to. Nothing is locked:
 * checkout takes the stock last, with a guard that fails when the variant changed since this
 * read (docs/decisions/0979). A line's variant, product, store and user always exist (the
 * references cascade), so the joins keep every line. Built once
 * (docs/decisions/0979-hot-statements-built-once.md).
 */
const orderLinesOf = (db: Db | Tx, some: boolean) =>
  db
    .select({
      cartItemId: cartItems.id,
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      optionValues: productVariants.optionValues,
      quantity: cartItems.quantity,
      name: products.name,
      price: productVariants.price,
      stock: productVariants.stock,
      storeId: products.storeId,
      available,
      ownerId: stores.ownerId,
      buyer: { id: users.id, name: users.name, email: users.email, language: users.language },
    })
    .from(cartItems)
    .innerJoin(productVariants, variantOfLine)
    .innerJoin(products, productOfLine)
    .innerJoin(stores, storeOfProduct)
    .innerJoin(users, eq(users.id, cartItems.userId))
    .where(
      linesOfUser(
        some
          ? sql`(${oneOf(cartItems.productId, 'products')} OR ${oneOf(cartItems.id, 'lines')})`
          : undefined,
      ),
    )
    .orderBy(asc(products.id), asc(productVariants.id))

const wholeCartToOrder = preparedQuery('order_cart_lines', (db) => orderLinesOf(db, false))
const someOfCartToOrder = preparedQuery('order_cart_lines_some', (db) => orderLinesOf(db, true))

/** A selection of the cart: every line of `productIds`, and the lines `cartItemIds`. */
export interface CartSelection {
  productIds?: number[] | undefined
  cartItemIds?: number[] | undefined
}

/** Checkout's lines of the user's cart; a selection narrows them. */
export function readOrderLines(tx: Tx, userId: number, selection?: CartSelection) {
  return selection
    ? someOfCartToOrder(tx).execute({
        userId,
        products: selection.productIds ?? [],
        lines: selection.cartItemIds ?? [],
      })
    : wholeCartToOrder(tx).execute({ userId })
}

const orderedLeave = preparedQuery('order_cart_remove', (db) =>
  db.delete(cartItems).where(linesOfUser(oneOf(cartItems.id, 'ids'))),
)

/** The ordered lines (`ids`, cart item ids) leave the user's cart, in checkout's transaction. */
export async function removeOrderedLines(tx: Tx, userId: number, ids: number[]) {
  await orderedLeave(tx).execute({ userId, ids })
}
