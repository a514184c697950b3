import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders, products, stores } from '../../src/db/schema/index.ts'
import { setupTestApp } from '../helpers/app.ts'
import { createUser, type TestUser } from '../helpers/builders.ts'
import { addToCart, cancelOrder, cartLines, createShop, orderRow, productInCart } from './shop.ts'
import { checkout } from '../helpers/checkout.ts'

const { app } = await setupTestApp()

const reorder = (buyer: TestUser, orderId: number | string) =>
  app.inject({ method: 'POST', url: `/api/v1/orders/${orderId}/reorder`, headers: buyer.auth })

const cartOf = (buyer: TestUser) => cartLines(app, buyer)

const setStock = (productId: number, stock: number) =>
  app.db.update(products).set({ stock }).where(eq(products.id, productId))

describe('POST /api/v1/orders/{id}/reorder', () => {
  it('puts a canceled order back in the cart: larger quantity wins, capped at stock, gone ones skipped', async () => {
    const buyer = await createUser(app)
    const shop = await createShop(app, [
      { price: 10_000, stock: 10 },
      { price: 10_000, stock: 10 },
      { price: 10_000, stock: 10 },
      { price: 10_000, stock: 10 },
      { price: 10_000, stock: 10 },
    ])
    const [kept, fewer, capped, removed, soldOut] = shop.products
    const own = (await createShop(app, [{ price: 10_000, stock: 10 }])).products[0]
    const ordered: [number, number][] = [
      [kept.id, 2],
      [fewer.id, 1],
      [capped.id, 5],
      [removed.id, 1],
      [soldOut.id, 1],
      [own.id, 1],
    ]
    for (const [productId, quantity] of ordered) await addToCart(app, buyer, productId, quantity)
    const created = await checkout(app, buyer)
    expect(created.statusCode, created.body).toBe(201)
    const orderId = created.json().data.id as number
    const cancel = await cancelOrder(app, buyer, orderId)
    expect(cancel.json().data.status).toBe('CANCELED')

    await addToCart(app, buyer, kept.id, 1)
    await addToCart(app, buyer, fewer.id, 3)
    await setStock(capped.id, 4)
    await setStock(soldOut.id, 0)
    await app.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, removed.id))
    // The buyer has since taken over the store of one of the products.
    await app.db.update(stores).set({ ownerId: buyer.id }).where(eq(stores.id, own.storeId))

    const res = await reorder(buyer, orderId)
    expect(res.statusCode, res.body).toBe(200)
    const lines = res.json().data.cartItems as { productId: number; quantity: number }[]
    expect(lines.map((line) => [line.productId, line.quantity])).toEqual([
      [kept.id, 2],
      [fewer.id, 3],
      [capped.id, 4],
    ])
    expect(res.json().data.cartItems[0]).toMatchObject({ name: kept.name, problem: null })
    expect(await cartOf(buyer)).toEqual(lines)
    // The order itself is untouched.
    expect((await orderRow(app, orderId))?.status).toBe('CANCELED')
  })

  it('works for an order of any status, the pending one included', async () => {
    const buyer = await createUser(app)
    const a = await productInCart(app, buyer, { price: 10_000, stock: 10 }, 2)
    const orderId = (await checkout(app, buyer)).json().data.id as number
    expect(await cartOf(buyer)).toEqual([])
    const res = await reorder(buyer, orderId)
    expect(res.statusCode).toBe(200)
    expect(res.json().data.cartItems).toMatchObject([{ productId: a.id, quantity: 2 }])
  })

  it("answers 404 for another user's order or an unknown one, and changes nothing", async () => {
    const buyer = await createUser(app)
    const stranger = await createUser(app)
    await productInCart(app, buyer, { price: 10_000, stock: 10 }, 1)
    const orderId = (await checkout(app, buyer)).json().data.id as number
    const theirs = await reorder(stranger, orderId)
    expect(theirs.statusCode).toBe(404)
    expect(theirs.json()).toEqual({ message: 'Order not found' })
    expect(await cartOf(stranger)).toEqual([])
    expect((await reorder(buyer, 2_000_000_000)).statusCode).toBe(404)
    const [row] = await app.db.select().from(orders).where(eq(orders.id, orderId))
    expect(row?.status).toBe('PENDING')
    const anonymous = await app.inject({ method: 'POST', url: `/api/v1/orders/${orderId}/reorder` })
    expect(anonymous.statusCode).toBe(401)
  })
})
