import { and, eq, isNull, sql, type SQL } from 'drizzle-orm'
import { value } from '../../db/prepared-query.ts'
import { cartItems, productVariants, products, stores } from '../../db/schema/index.ts'
import { visibleProduct } from '../catalog/index.ts'

// What the cart's reads share (repository.ts, order-lines.ts): how a line reaches its variant,
// product and store, and whether it can be bought.

/** Whether a line's variant can be bought: live, of a visible product of a visible store. */
export const available =
  sql<boolean>`(${and(visibleProduct, isNull(productVariants.retiredAt))})`.mapWith(Boolean)

// How a line reaches its variant and product, and a product its store.
export const variantOfLine = eq(productVariants.id, cartItems.variantId)
export const productOfLine = eq(products.id, cartItems.productId)
export const storeOfProduct = eq(stores.id, products.storeId)

/** The lines of the user the statement is given (`userId`), narrowed by `narrowing` if any. */
export const linesOfUser = (narrowing?: SQL) =>
  and(eq(cartItems.userId, value('userId')), narrowing)
