import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { cartItems, orders, products, stores } from '../../src/db/schema/index.ts'
import { setupTestApp } from '../helpers/app.ts'
import { createProduct, createStore, createUser, type TestUser } from '../helpers/builders.ts'
import {
  addToCart,
  cartLines,
  cartRequest,
  createShop,
  productInCart,
  stockOf,
} from '../orders/shop.ts'
import { checkout } from '../helpers/checkout.ts'
import { soleVariantOf } from '../helpers/variants.ts'

const { app } = await setupTestApp()

const cartOf = (buyer: TestUser) => cartLines(app, buyer)

const ordersOf = (buyer: TestUser) =>
  app.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, buyer.id))

const setStock = (productId: number, stock: number) =>
  app.db.update(products).set({ stock }).where(eq(products.id, productId))

/** Three of each of four products in the buyer's cart; then one sells out, one runs short, one goes. */
async function cartWithProblems(buyer: TestUser) {
  const {
    products: [fine, soldOut, short, removed],
  } = await createShop(
    app,
    Array.from({ length: 4 }, () => ({ price: 10_000, stock: 5 })),
  )
  if (!fine || !soldOut || !short || !removed) throw new Error('no products')
  for (const product of [fine, soldOut, short, removed]) await addToCart(app, buyer, product.id, 3)
  await setStock(soldOut.id, 0)
  await setStock(short.id, 2)
  await app.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, removed.id))
  return { fine, soldOut, short, removed }
}

describe('cart problems', () => {
  it('flags sold-out, short and removed products, and keeps every line', async () => {
    const buyer = await createUser(app)
    const { fine, soldOut, short, removed } = await cartWithProblems(buyer)
    const closing = await createShop(app, [{ price: 10_000, stock: 5 }])
    const closedStoreProduct = closing.products[0]
    if (!closedStoreProduct) throw new Error('no products')
    await addToCart(app, buyer, closedStoreProduct.id, 3)
    await app.db
      .update(stores)
      .set({ deletedAt: new Date() })
      .where(eq(stores.id, closing.store.id))

    expect((await cartOf(buyer)).map((line) => [line.productId, line.problem])).toEqual([
      [fine.id, null],
      [soldOut.id, 'SOLD_OUT'],
      [short.id, 'NOT_ENOUGH_STOCK'],
      [removed.id, 'UNAVAILABLE'],
      [closedStoreProduct.id, 'UNAVAILABLE'],
    ])

    // A removed product's line can still be removed by the shopper.
    const remove = await cartRequest(app, buyer, 'DELETE', { productId: removed.id })
    expect(remove.statusCode).toBe(204)
    // Lowering a short line's quantity to the stock clears its problem.
    const lower = await cartRequest(app, buyer, 'PATCH', { productId: short.id, quantity: 2 })
    expect(lower.statusCode).toBe(200)
    expect(lower.json().data).toMatchObject({ quantity: 2, problem: null })
    // A removed product's quantity cannot be changed.
    const change = await cartRequest(app, buyer, 'PATCH', {
      productId: closedStoreProduct.id,
      quantity: 1,
    })
    expect(change.statusCode).toBe(409)
    expect(change.json().message).toBe(`'${closedStoreProduct.name}' is no longer available.`)
  })

  it('refuses a checkout with a problem line with 409 naming the product, and changes nothing', async () => {
    const buyer = await createUser(app)
    const { fine, soldOut, short, removed } = await cartWithProblems(buyer)

    const cases: [number, string][] = [
      [soldOut.id, `'${soldOut.name}' is sold out.`],
      [short.id, `Only 2 left of '${short.name}'.`],
      [removed.id, `'${removed.name}' is no longer available.`],
    ]
    for (const [productId, message] of cases) {
      const res = await checkout(app, buyer, [fine.id, productId])
      expect(res.statusCode).toBe(409)
      expect(res.json().message).toBe(message)
    }
    const whole = await checkout(app, buyer)
    expect(whole.statusCode).toBe(409)
    expect(await stockOf(app, fine.id)).toBe(5)
    expect(await ordersOf(buyer)).toEqual([])
    expect((await cartOf(buyer)).map((line) => line.productId)).toEqual([
      fine.id,
      soldOut.id,
      short.id,
      removed.id,
    ])

    // The lines without a problem still check out on their own.
    expect((await checkout(app, buyer, [fine.id])).statusCode).toBe(201)
    expect(await stockOf(app, fine.id)).toBe(2)
  })
})

describe('own store', () => {
  it("answers 409 'You cannot buy from your own store.' when adding your own product", async () => {
    const seller = await createUser(app)
    const store = await createStore(app, seller.id)
    const product = await createProduct(app, store.id, { stock: 5 })
    const res = await cartRequest(app, seller, 'POST', { productId: product.id, quantity: 1 })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ message: 'You cannot buy from your own store.' })
    expect(await cartOf(seller)).toEqual([])
  })

  it('refuses a checkout holding a product of your own store, and changes nothing', async () => {
    const seller = await createUser(app)
    const other = await productInCart(app, seller, { price: 10_000, stock: 5 }, 1)
    // The line was put in the cart before the store changed hands.
    const mine = await createStore(app, seller.id)
    const own = await createProduct(app, mine.id, { stock: 5 })
    await app.db.insert(cartItems).values({
      userId: seller.id,
      productId: own.id,
      variantId: await soleVariantOf(app.db, own.id),
      quantity: 1,
    })

    const res = await checkout(app, seller)
    expect(res.statusCode).toBe(409)
    // Checkout quotes shipping first, in the shipping quote's words (docs/decisions/0840).
    expect(res.json().message).toBe(
      `You cannot buy from your own store. Remove '${own.name}' from your selection.`,
    )
    expect(await stockOf(app, other.id)).toBe(5)
    expect(await stockOf(app, own.id)).toBe(5)
    expect(await ordersOf(seller)).toEqual([])
  })
})
