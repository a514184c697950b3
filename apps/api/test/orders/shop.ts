import type { Order } from '@pasar/shared'
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { App } from '../../src/app.ts'
import { orders, products } from '../../src/db/schema/index.ts'
import { createProduct, createStore, createUser, type TestUser } from '../helpers/builders.ts'
import { checkout } from '../helpers/checkout.ts'

type ShopProduct = Awaited<ReturnType<typeof createProduct>>

/**
 * A seller's store with products of the given prices and stocks: `products` has one per item,
 * so `const { products: [a, b] } = await createShop(app, [x, y])` names both.
 */
export async function createShop<const Items extends readonly { price: number; stock: number }[]>(
  app: App,
  items: Items,
) {
  const seller = await createUser(app)
  const store = await createStore(app, seller.id)
  const list: ShopProduct[] = []
  for (const item of items) list.push(await createProduct(app, store.id, item))
  return { seller, store, products: list as { -readonly [K in keyof Items]: ShopProduct } }
}

/** A change to the buyer's cart (POST adds a line, PATCH sets its quantity, DELETE removes it). */
export function cartRequest(
  app: App,
  buyer: TestUser,
  method: 'POST' | 'PATCH' | 'DELETE',
  payload: { productId: number; quantity?: number },
) {
  return app.inject({ method, url: '/api/v1/carts', headers: buyer.auth, payload })
}

export interface CartLine {
  productId: number
  quantity: number
  name: string
  problem: string | null
}

/** The lines of the buyer's cart, as GET /api/v1/carts lists them. */
export async function cartLines(app: App, buyer: TestUser): Promise<CartLine[]> {
  const res = await app.inject({ method: 'GET', url: '/api/v1/carts', headers: buyer.auth })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.cartItems
}

export async function addToCart(app: App, buyer: TestUser, productId: number, quantity = 1) {
  const res = await cartRequest(app, buyer, 'POST', { productId, quantity })
  expect(res.statusCode, res.body).toBe(201)
  return res.json()
}

/** One product of a new shop, put in the buyer's cart. */
export async function productInCart(
  app: App,
  buyer: TestUser,
  item: { price: number; stock: number },
  quantity = 1,
) {
  const {
    products: [product],
  } = await createShop(app, [item])
  await addToCart(app, buyer, product.id, quantity)
  return product
}

/** A new buyer's PENDING order of `quantity` of one product from a new shop. */
export async function pendingOrderOfOne(
  app: App,
  item: { price: number; stock: number },
  quantity: number,
) {
  const buyer = await createUser(app)
  const product = await productInCart(app, buyer, item, quantity)
  const res = await checkout(app, buyer)
  expect(res.statusCode, res.body).toBe(201)
  const { token, data } = res.json() as { token: string; data: Order }
  return { buyer, product, token, order: data }
}

/** GET /api/v1/orders/{id} as the user; answered as it came. */
export function getOrder(app: App, user: TestUser, orderId: number) {
  return app.inject({ method: 'GET', url: `/api/v1/orders/${orderId}`, headers: user.auth })
}

/** The buyer cancels an unpaid order (DELETE /api/v1/orders/{id}/cancel); answered as it came. */
export function cancelOrder(app: App, buyer: TestUser, orderId: number) {
  return app.inject({
    method: 'DELETE',
    url: `/api/v1/orders/${orderId}/cancel`,
    headers: buyer.auth,
  })
}

export async function stockOf(app: App, productId: number) {
  const [row] = await app.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId))
  return row?.stock
}

export async function orderRow(app: App, orderId: number) {
  const [row] = await app.db.select().from(orders).where(eq(orders.id, orderId))
  return row
}
