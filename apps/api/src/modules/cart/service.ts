import type { CartItem } from '@pasar/shared'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { products, stores } from '../../db/schema/index.ts'
import { conflict, notFound } from '../../lib/http-error.ts'
import type { Storage } from '../../plugins/storage.ts'
import { loadImageUrls, visibleProduct } from '../catalog/product-view.ts'
import {
  deleteCartItem,
  insertCartItem,
  selectCartLines,
  updateCartQuantity,
} from './repository.ts'

export interface CartDeps {
  db: Db
  storage: Storage
}

const ALREADY_IN_CART = 'Item already in cart.'
const NOT_IN_CART = 'Item not in cart.'

function stockProblem(name: string, stock: number, quantity: number): string | undefined {
  if (stock === 0) return `${name} is sold out.`
  if (quantity > stock) return `Only ${stock} of ${name} left in stock.`
  return undefined
}

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
  }))
}

async function cartItem(deps: CartDeps, userId: number, productId: number) {
  const items = await getCart(deps, userId)
  const item = items.find((i) => i.productId === productId)
  if (!item) throw notFound(NOT_IN_CART)
  return item
}

async function visibleStock(deps: CartDeps, productId: number) {
  const [product] = await deps.db
    .select({ name: products.name, stock: products.stock })
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
  const product = await visibleStock(deps, input.productId)
  const existing = await selectCartLines(deps.db, userId, input.productId)
  if (existing.length > 0) throw conflict(ALREADY_IN_CART)
  const problem = stockProblem(product.name, product.stock, input.quantity)
  if (problem) throw conflict(problem)
  const inserted = await insertCartItem(deps.db, userId, input.productId, input.quantity)
  // A concurrent add, or a line of a product hidden and shown again, already holds the place.
  if (!inserted) throw conflict(ALREADY_IN_CART)
  return cartItem(deps, userId, input.productId)
}

export async function changeQuantity(
  deps: CartDeps,
  userId: number,
  input: { productId: number; quantity: number },
) {
  const current = await cartItem(deps, userId, input.productId)
  const problem = stockProblem(current.name, current.stock, input.quantity)
  if (problem) throw conflict(problem)
  await updateCartQuantity(deps.db, userId, input.productId, input.quantity)
  return { ...current, quantity: input.quantity }
}

export async function removeFromCart(deps: CartDeps, userId: number, productId: number) {
  const removed = await deleteCartItem(deps.db, userId, productId)
  if (!removed) throw notFound(NOT_IN_CART)
}
