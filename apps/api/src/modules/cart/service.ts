import type { CartItem } from '@pasar/shared'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { products, stores } from '../../db/schema/index.ts'
import { conflict, notFound } from '../../lib/http-error.ts'
import type { Storage } from '../../providers/storage/port.ts'
import { loadImageUrls, visibleProduct } from '../catalog/index.ts'
import { assertNoProblem, cartProblem, OWN_STORE } from './problems.ts'
import {
  deleteCartItem,
  insertCartItem,
  mergeCartLines,
  selectBuyableStock,
  selectCartLines,
  updateCartQuantity,
} from './repository.ts'

export interface CartDeps {
  db: Db
  storage: Storage
}

const ALREADY_IN_CART = 'Item already in cart.'
const NOT_IN_CART = 'Item not in cart.'

/** Every line of the user's cart, each with the problem that would stop its checkout. */
export async function getCart(deps: CartDeps, userId: number): Promise<CartItem[]> {
  const rows = await selectCartLines(deps.db, userId)
  const images = await loadImageUrls(
    deps.db,
    deps.storage,
    rows.map((row) => row.id),
  )
  return rows.map((row) => ({
    id: row.cartItemId,
    productId: row.id,
    storeId: row.storeId,
    uuid: row.uuid,
    name: row.name,
    price: row.price,
    quantity: row.quantity,
    stock: row.stock,
    images: images.get(row.id) ?? [],
    problem: cartProblem(row, row.quantity),
  }))
}

async function cartItem(deps: CartDeps, userId: number, productId: number) {
  const items = await getCart(deps, userId)
  const item = items.find((i) => i.productId === productId)
  if (!item) throw notFound(NOT_IN_CART)
  return item
}

async function visibleProductForSale(deps: CartDeps, productId: number) {
  const [product] = await deps.db
    .select({ name: products.name, stock: products.stock, ownerId: stores.ownerId })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(eq(products.id, productId), visibleProduct))
  if (!product) throw notFound('Product not found')
  return product
}

export async function addToCart(
  deps: CartDeps,
  userId: number,
  input: { productId: number; quantity: number },
) {
  const product = await visibleProductForSale(deps, input.productId)
  if (product.ownerId === userId) throw conflict(OWN_STORE)
  const existing = await selectCartLines(deps.db, userId, input.productId)
  if (existing.length > 0) throw conflict(ALREADY_IN_CART)
  assertNoProblem({ ...product, available: true }, input.quantity)
  const inserted = await insertCartItem(deps.db, userId, input.productId, input.quantity)
  // A concurrent add already holds the place.
  if (!inserted) throw conflict(ALREADY_IN_CART)
  return cartItem(deps, userId, input.productId)
}

export async function changeQuantity(
  deps: CartDeps,
  userId: number,
  input: { productId: number; quantity: number },
) {
  const current = await cartItem(deps, userId, input.productId)
  assertNoProblem(
    { name: current.name, stock: current.stock, available: current.problem !== 'UNAVAILABLE' },
    input.quantity,
  )
  await updateCartQuantity(deps.db, userId, input.productId, input.quantity)
  return { ...current, quantity: input.quantity, problem: null }
}

export async function removeFromCart(deps: CartDeps, userId: number, productId: number) {
  const removed = await deleteCartItem(deps.db, userId, productId)
  if (!removed) throw notFound(NOT_IN_CART)
}

/**
 * Puts lines (of a past order) back in the cart: each product that can still be bought from
 * someone else's store comes back with its quantity capped at the stock; a line already in the
 * cart keeps the larger quantity. Removed, sold-out and own-store products are skipped.
 */
export async function putBackInCart(
  deps: CartDeps,
  userId: number,
  lines: { productId: number; quantity: number }[],
): Promise<CartItem[]> {
  const wanted = new Map<number, number>()
  for (const line of lines) {
    wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity)
  }
  const offers = wanted.size ? await selectBuyableStock(deps.db, userId, [...wanted.keys()]) : []
  const restored = offers
    .map((offer) => ({
      productId: offer.id,
      quantity: Math.min(wanted.get(offer.id) ?? 0, offer.stock),
    }))
    .filter((line) => line.quantity >= 1)
  await mergeCartLines(deps.db, userId, restored)
  return getCart(deps, userId)
}
