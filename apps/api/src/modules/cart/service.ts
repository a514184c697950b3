import {
  CART_LINES_MAX,
  orderLineName,
  variantLabelOf,
  type CartItem,
  type CartLineKey,
} from '@pasar/shared'
import type { Db, Tx } from '../../db/client.ts'
import { badRequest, conflict, notFound } from '../../lib/http-error.ts'
import type { Storage } from '../../providers/storage/port.ts'
import { loadImageUrls } from '../catalog/index.ts'
import { assertNoProblem, cartProblem, OWN_STORE } from './problems.ts'
import {
  deleteCartItem,
  insertCartItem,
  mergeCartLines,
  selectBuyableStock,
  selectCartLines,
  selectVariantForSale,
  selectVariantOnSale,
  updateCartQuantity,
  type CartLinesWanted,
} from './repository.ts'
import type { StoreName } from '../stores/index.ts'

// Checkout (checkout/reserve.ts) reads the lines it orders and removes them in its transaction.
export { readOrderLines, removeOrderedLines, type CartSelection } from './order-lines.ts'

export interface CartDeps {
  db: Db
  storage: Storage
}

const ALREADY_IN_CART = 'Item already in cart.'
export const CART_FULL = `Your cart can hold at most ${CART_LINES_MAX} products.`
const NOT_IN_CART = 'Item not in cart.'
export const CHOOSE_VARIANT = 'Choose a variant.'
const VARIANT_NOT_FOUND = 'Variant not found'

type CartRow = Awaited<ReturnType<typeof selectCartLines>>[number]

/**
 * A cart line as checkout weighs it: what it costs, what would stop it, and what its parcel needs
 * (the variant's weight, the store and its owner); no images. `name` names the variant too.
 */
export type CheckedLine = Pick<
  CartItem,
  'productId' | 'storeId' | 'name' | 'price' | 'quantity' | 'stock' | 'problem'
> & { cartItemId: number; weight: number; store: StoreName; storeOwnerId: number }

/** How the buyer's messages name a line: 'Kemeja Batik (Merah / XL)'. */
export const nameOfLine = (row: { name: string; optionValues: string[] }) =>
  orderLineName(row.name, variantLabelOf(row.optionValues))

function toCartItem(row: CartRow, images: CartItem['images']): CartItem {
  const label = variantLabelOf(row.optionValues)
  return {
    id: row.cartItemId,
    productId: row.id,
    variant: label === null ? null : { id: row.variantId, label, optionValues: row.optionValues },
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
    cartItemId: row.cartItemId,
    productId: row.id,
    storeId: row.storeId,
    name: nameOfLine(row),
    price: row.price,
    quantity: row.quantity,
    stock: row.stock,
    problem: cartProblem(row, row.quantity),
    weight: row.weight,
    store: { name: row.storeName, slug: row.storeSlug },
    storeOwnerId: row.storeOwnerId,
  }))
}

async function withImages(deps: CartDeps, rows: CartRow[]): Promise<CartItem[]> {
  const images = await loadImageUrls(deps.db, deps.storage, [...new Set(rows.map((row) => row.id))])
  return rows.map((row) => toCartItem(row, images.get(row.id) ?? []))
}

/** Every line of the user's cart, each with the problem that would stop its checkout. */
export async function getCart(deps: CartDeps, userId: number): Promise<CartItem[]> {
  return withImages(deps, await selectCartLines(deps.db, userId))
}

/**
 * The line a change names: by `cartItemId`, by `productId` and `variantId`, or by `productId`
 * alone for a product without options (400 'Choose a variant.' when its lines have options).
 */
async function findLine(deps: CartDeps, userId: number, key: CartLineKey): Promise<CartRow> {
  let wanted: CartLinesWanted
  if (key.cartItemId !== undefined) wanted = { cartItemId: key.cartItemId }
  else if (key.variantId !== undefined) wanted = { variantId: key.variantId }
  else if (key.productId !== undefined) wanted = { productId: key.productId }
  else throw badRequest(CHOOSE_VARIANT)
  const rows = await selectCartLines(deps.db, userId, wanted)
  const matching =
    key.cartItemId === undefined && key.productId !== undefined
      ? rows.filter((row) => row.id === key.productId)
      : rows
  const [row] = matching
  if (!row) throw notFound(NOT_IN_CART)
  if ('productId' in wanted && matching.some((line) => line.optionValues.length > 0)) {
    throw badRequest(CHOOSE_VARIANT)
  }
  return row
}

/**
 * Checkout's check when it could not take a line's stock: the variant read again as it is now.
 * Answers the 409 of the line's problem — no longer on sale, sold out, not enough left — if it
 * has one (the caller decides what else changed).
 */
export async function assertStillOnSale(
  tx: Tx,
  line: { variantId: number; name: string; quantity: number },
): Promise<void> {
  const variant = await selectVariantOnSale(tx, line.variantId)
  assertNoProblem(
    { available: variant !== undefined, stock: variant?.stock ?? 0, name: line.name },
    line.quantity,
  )
}

export async function addToCart(
  deps: CartDeps,
  userId: number,
  input: { productId: number; variantId?: number | undefined; quantity: number },
) {
  const product = await selectVariantForSale(deps.db, input.productId, input.variantId)
  if (!product) throw notFound('Product not found')
  if (input.variantId === undefined && product.hasOptions) throw badRequest(CHOOSE_VARIANT)
  const { variantId, optionValues, stock } = product
  if (variantId === null || optionValues === null || stock === null) {
    throw notFound(VARIANT_NOT_FOUND)
  }
  if (product.ownerId === userId) throw conflict(OWN_STORE)
  const existing = await selectCartLines(deps.db, userId, { variantId })
  if (existing.length > 0) throw conflict(ALREADY_IN_CART)
  const name = nameOfLine({ name: product.name, optionValues })
  assertNoProblem({ name, stock, available: true }, input.quantity)
  const added = await insertCartItem(deps.db, {
    userId,
    productId: input.productId,
    variantId,
    quantity: input.quantity,
    maxLines: CART_LINES_MAX,
  })
  if (added === 'full') throw conflict(CART_FULL)
  // A concurrent add already holds the place.
  if (added === 'exists') throw conflict(ALREADY_IN_CART)
  const [line] = await withImages(
    deps,
    await selectCartLines(deps.db, userId, { cartItemId: added.added }),
  )
  if (!line) throw notFound(NOT_IN_CART)
  return line
}

export async function changeQuantity(
  deps: CartDeps,
  userId: number,
  input: CartLineKey & { quantity: number },
) {
  const row = await findLine(deps, userId, input)
  assertNoProblem(
    { name: nameOfLine(row), stock: row.stock, available: row.available },
    input.quantity,
  )
  const updated = await updateCartQuantity(deps.db, userId, row.cartItemId, input.quantity)
  if (!updated) throw notFound(NOT_IN_CART)
  const [line] = await withImages(deps, [{ ...row, quantity: input.quantity }])
  if (!line) throw notFound(NOT_IN_CART)
  return line
}

export async function removeFromCart(deps: CartDeps, userId: number, key: CartLineKey) {
  const cartItemId = key.cartItemId ?? (await findLine(deps, userId, key)).cartItemId
  const removed = await deleteCartItem(deps.db, userId, cartItemId)
  if (!removed) throw notFound(NOT_IN_CART)
}

/**
 * Puts lines (of a past order) back in the cart: each variant that can still be bought from
 * someone else's store comes back with its quantity capped at its stock; a line already in the
 * cart keeps the larger quantity. Retired variants, removed, sold-out and own-store products are
 * skipped, and so are new lines a full cart has no room for.
 */
export async function putBackInCart(
  deps: CartDeps,
  userId: number,
  lines: { variantId: number; quantity: number }[],
): Promise<CartItem[]> {
  const wanted = new Map<number, number>()
  for (const line of lines) {
    wanted.set(line.variantId, (wanted.get(line.variantId) ?? 0) + line.quantity)
  }
  const offers = wanted.size ? await selectBuyableStock(deps.db, userId, [...wanted.keys()]) : []
  const byVariant = new Map(offers.map((offer) => [offer.variantId, offer]))
  const restored = [...wanted].flatMap(([variantId, quantity]) => {
    const offer = byVariant.get(variantId)
    const kept = Math.min(quantity, offer?.stock ?? 0)
    return offer && kept >= 1 ? [{ productId: offer.productId, variantId, quantity: kept }] : []
  })
  await mergeCartLines(deps.db, userId, restored, CART_LINES_MAX)
  return getCart(deps, userId)
}
