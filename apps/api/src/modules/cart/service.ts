import { CART_LINES_MAX, type CartItem } from '@pasar/shared'
import type { Db, Tx } from '../../db/client.ts'
import { conflict, notFound } from '../../lib/http-error.ts'
import type { Storage } from '../../providers/storage/port.ts'
import { loadImageUrls } from '../catalog/index.ts'
import { assertNoProblem, cartProblem, OWN_STORE } from './problems.ts'
import {
  deleteCartItem,
  insertCartItem,
  mergeCartLines,
  selectBuyableStock,
  selectCartLines,
  selectProductForSale,
  updateCartQuantity,
} from './repository.ts'
import type { StoreName } from '../stores/index.ts'

// Checkout (checkout/reserve.ts) reads the lines it orders and removes them in its transaction.
export { readOrderLines, removeOrderedLines } from './repository.ts'

export interface CartDeps {
  db: Db
  storage: Storage
}

const ALREADY_IN_CART = 'Item already in cart.'
export const CART_FULL = `Your cart can hold at most ${CART_LINES_MAX} products.`
const NOT_IN_CART = 'Item not in cart.'

type CartRow = Awaited<ReturnType<typeof selectCartLines>>[number]

/**
 * A cart line as checkout weighs it: what it costs, what would stop it, and what its parcel needs
 * (the weight, the store and its owner); no images.
 */
export type CheckedLine = Pick<
  CartItem,
  'productId' | 'storeId' | 'name' | 'price' | 'quantity' | 'stock' | 'problem'
> & { weight: number; store: StoreName; storeOwnerId: number }

function toCartItem(row: CartRow, images: CartItem['images']): CartItem {
  return {
    id: row.cartItemId,
    productId: row.id,
    storeId: row.storeId,
    store: { name: row.storeName, slug: row.storeSlug },
    uuid: row.uuid,
    name: row.name,
    price: row.price,
    quantity: row.quantity,
    stock: row.stock,
    images,
    problem: cartProblem(row, row.quantity),
  }
}

/** Every line of the user's cart with the problem that would stop its checkout; no images. */
export async function checkedCartLines(db: Db, userId: number): Promise<CheckedLine[]> {
  const rows = await selectCartLines(db, userId)
  return rows.map((row) => ({
    productId: row.id,
    storeId: row.storeId,
    name: row.name,
    price: row.price,
    quantity: row.quantity,
    stock: row.stock,
    problem: cartProblem(row, row.quantity),
    weight: row.weight,
    store: { name: row.storeName, slug: row.storeSlug },
    storeOwnerId: row.storeOwnerId,
  }))
}

/** Every line of the user's cart, each with the problem that would stop its checkout. */
export async function getCart(deps: CartDeps, userId: number): Promise<CartItem[]> {
  const rows = await selectCartLines(deps.db, userId)
  const images = await loadImageUrls(
    deps.db,
    deps.storage,
    rows.map((row) => row.id),
  )
  return rows.map((row) => toCartItem(row, images.get(row.id) ?? []))
}

/** One line of the cart, read alone (adding a line does not reload the whole cart). */
async function cartLine(deps: CartDeps, userId: number, productId: number): Promise<CartItem> {
  const [row] = await selectCartLines(deps.db, userId, productId)
  if (!row) throw notFound(NOT_IN_CART)
  const images = await loadImageUrls(deps.db, deps.storage, [row.id])
  return toCartItem(row, images.get(row.id) ?? [])
}

async function visibleProductForSale(deps: CartDeps, productId: number) {
  const product = await selectProductForSale(deps.db, productId)
  if (!product) throw notFound('Product not found')
  return product
}

/**
 * Checkout's check when it could not take a line's stock: the product read again as it is now.
 * Answers the 409 of the line's problem — no longer on sale, sold out, not enough left — if it
 * has one (the caller decides what else changed).
 */
export async function assertStillOnSale(
  tx: Tx,
  line: { id: number; name: string; quantity: number },
): Promise<void> {
  const product = await selectProductForSale(tx, line.id)
  assertNoProblem(
    {
      available: product !== undefined,
      stock: product?.stock ?? 0,
      name: product?.name ?? line.name,
    },
    line.quantity,
  )
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
  const added = await insertCartItem(deps.db, { ...input, userId, maxLines: CART_LINES_MAX })
  if (added === 'full') throw conflict(CART_FULL)
  // A concurrent add already holds the place.
  if (added === 'exists') throw conflict(ALREADY_IN_CART)
  return cartLine(deps, userId, input.productId)
}

export async function changeQuantity(
  deps: CartDeps,
  userId: number,
  input: { productId: number; quantity: number },
) {
  const current = await cartLine(deps, userId, input.productId)
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
 * cart keeps the larger quantity. Removed, sold-out and own-store products are skipped, and so
 * are new lines a full cart has no room for.
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
  await mergeCartLines(deps.db, userId, restored, CART_LINES_MAX)
  return getCart(deps, userId)
}
