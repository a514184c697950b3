import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../helpers/app.ts'
import { createUser } from '../helpers/builders.ts'
import { addToCart, cartLines, cartRequest, createShop, productInCart } from '../orders/shop.ts'

const { app } = await setupTestApp()

describe('cart', () => {
  it('needs a signed-in user', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/carts' })
    expect(res.statusCode).toBe(401)
  })

  it('adds, lists, changes and removes items', async () => {
    const buyer = await createUser(app)
    const {
      store,
      products: [a, b],
    } = await createShop(app, [
      { price: 20_000, stock: 5 },
      { price: 35_000, stock: 2 },
    ])
    const added = await addToCart(app, buyer, a.id, 2)
    expect(added.data).toMatchObject({
      productId: a.id,
      storeId: a.storeId,
      // The cart groups its lines under the store's name.
      store: { name: store.name, slug: store.slug },
      name: a.name,
      price: 20_000,
      quantity: 2,
      stock: 5,
      images: [],
      problem: null,
    })
    await addToCart(app, buyer, b.id)
    expect((await cartLines(app, buyer)).map((i) => [i.productId, i.quantity])).toEqual([
      [a.id, 2],
      [b.id, 1],
    ])

    const patched = await cartRequest(app, buyer, 'PATCH', { productId: a.id, quantity: 5 })
    expect(patched.statusCode).toBe(200)
    expect(patched.json().data.quantity).toBe(5)

    const removed = await cartRequest(app, buyer, 'DELETE', { productId: b.id })
    expect(removed.statusCode).toBe(204)
    expect((await cartLines(app, buyer)).map((i) => [i.productId, i.quantity])).toEqual([[a.id, 5]])
  })

  it("answers 409 'Item already in cart.' for a second add, and keeps the first", async () => {
    const buyer = await createUser(app)
    const a = await productInCart(app, buyer, { price: 10_000, stock: 3 }, 2)
    const again = await cartRequest(app, buyer, 'POST', { productId: a.id, quantity: 1 })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ message: 'Item already in cart.' })
    expect((await cartLines(app, buyer))[0]?.quantity).toBe(2)
  })

  it('keeps quantities between 1 and the stock', async () => {
    const buyer = await createUser(app)
    const {
      products: [a, soldOut],
    } = await createShop(app, [
      { price: 10_000, stock: 3 },
      { price: 10_000, stock: 0 },
    ])
    const tooMany = await cartRequest(app, buyer, 'POST', { productId: a.id, quantity: 4 })
    expect(tooMany.statusCode).toBe(409)
    expect(tooMany.json().message).toBe(`Only 3 left of '${a.name}'.`)
    const none = await cartRequest(app, buyer, 'POST', { productId: soldOut.id, quantity: 1 })
    expect(none.statusCode).toBe(409)
    expect(none.json().message).toBe(`'${soldOut.name}' is sold out.`)
    const zero = await cartRequest(app, buyer, 'POST', { productId: a.id, quantity: 0 })
    expect(zero.statusCode).toBe(400)
    expect(zero.json().message).toBe('Quantity must be at least 1')

    await addToCart(app, buyer, a.id, 1)
    const patchTooMany = await cartRequest(app, buyer, 'PATCH', { productId: a.id, quantity: 4 })
    expect(patchTooMany.statusCode).toBe(409)
    const patchZero = await cartRequest(app, buyer, 'PATCH', { productId: a.id, quantity: 0 })
    expect(patchZero.statusCode).toBe(400)
    expect((await cartLines(app, buyer))[0]?.quantity).toBe(1)
  })

  it('answers 404 for unknown products and items not in the cart', async () => {
    const buyer = await createUser(app)
    const unknown = await cartRequest(app, buyer, 'POST', { productId: 999_999, quantity: 1 })
    expect(unknown.statusCode).toBe(404)
    const {
      products: [a],
    } = await createShop(app, [{ price: 10_000, stock: 3 }])
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await cartRequest(app, buyer, method, { productId: a.id, quantity: 1 })
      expect(res.statusCode).toBe(404)
      expect(res.json().message).toBe('Item not in cart.')
    }
  })

  it('shows each user only their own cart', async () => {
    const [one, two] = [await createUser(app), await createUser(app)]
    await productInCart(app, one, { price: 10_000, stock: 3 })
    expect(await cartLines(app, two)).toEqual([])
  })
})
