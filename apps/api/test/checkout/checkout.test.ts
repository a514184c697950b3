import { describe, expect, it } from 'vitest'
import { setupTestApp } from '../helpers/app.ts'
import { createUser, type TestUser } from '../helpers/builders.ts'
import {
  addToCart,
  cancelOrder,
  cartLines,
  createShop,
  getOrder,
  orderRow,
  productInCart,
  stockOf,
} from '../orders/shop.ts'
import { checkout } from '../helpers/checkout.ts'

// The local simulator is the provider here; the real Midtrans client has its own tests.
const { app, config } = await setupTestApp()

const cartOf = async (buyer: TestUser) =>
  (await cartLines(app, buyer)).map((line) => line.productId)

describe('POST /api/v1/orders', () => {
  it('orders the selected rows only, reserves their stock and keeps the rest in the cart', async () => {
    const buyer = await createUser(app)
    const {
      products: [a, b],
    } = await createShop(app, [
      { price: 25_000, stock: 5 },
      { price: 40_000, stock: 5 },
    ])
    await addToCart(app, buyer, a.id, 3)
    await addToCart(app, buyer, b.id, 1)
    const before = Date.now()
    const res = await checkout(app, buyer, [a.id])
    expect(res.statusCode, res.body).toBe(201)
    const body = res.json()
    expect(body.token).toEqual(expect.any(String))
    expect(body.redirectUrl).toContain(body.token)
    expect(body.data).toMatchObject({
      status: 'PENDING',
      itemsTotal: 75_000,
      totalPrice: 75_000 + body.data.shippingTotal,
      token: body.token,
      orderItems: [{ productId: a.id, productName: a.name, price: 25_000, quantity: 3 }],
    })
    const deadline = new Date(body.data.paymentDeadline).getTime()
    expect(deadline - before).toBeGreaterThanOrEqual(config.orderPaymentTtlMs - 1000)
    expect(deadline - before).toBeLessThanOrEqual(config.orderPaymentTtlMs + 60_000)
    expect(await stockOf(app, a.id)).toBe(2)
    expect(await stockOf(app, b.id)).toBe(5)
    expect(await cartOf(buyer)).toEqual([b.id])
  })

  it('answers with the order as it is stored: two stores, their lines, shipping and token', async () => {
    const buyer = await createUser(app)
    const kopi = await createShop(app, [
      { price: 85_000, stock: 5 },
      { price: 30_000, stock: 5 },
    ])
    const teh = await createShop(app, [{ price: 40_000, stock: 5 }])
    const [gayo, toraja] = kopi.products
    const [melati] = teh.products
    await addToCart(app, buyer, gayo.id, 2)
    await addToCart(app, buyer, melati.id, 1)
    await addToCart(app, buyer, toraja.id, 1)
    const res = await checkout(app, buyer)
    expect(res.statusCode, res.body).toBe(201)
    const answered = res.json().data
    expect(
      answered.storeOrders.map((part: { store: { slug: string } }) => part.store.slug),
    ).toEqual([kopi.store.slug, teh.store.slug])
    expect(answered.storeOrders[0].orderItems).toHaveLength(2)
    // The history lists orders as POST answers them (the detail adds the lines' reviews).
    const stored = await app.inject({ method: 'GET', url: '/api/v1/orders', headers: buyer.auth })
    expect(stored.statusCode, stored.body).toBe(200)
    expect(stored.json().data).toEqual([answered])
  })

  it('orders the whole cart without a body, at current prices', async () => {
    const buyer = await createUser(app)
    const {
      products: [a, b],
    } = await createShop(app, [
      { price: 10_000, stock: 5 },
      { price: 20_000, stock: 5 },
    ])
    await addToCart(app, buyer, a.id, 2)
    await addToCart(app, buyer, b.id, 1)
    const res = await checkout(app, buyer)
    expect(res.statusCode).toBe(201)
    const { itemsTotal, shippingTotal, totalPrice } = res.json().data
    expect(itemsTotal).toBe(40_000)
    expect(shippingTotal).toBeGreaterThan(0)
    expect(totalPrice).toBe(itemsTotal + shippingTotal)
    expect(await cartOf(buyer)).toEqual([])
  })

  it('answers 409 naming the product when stock is short, and reserves nothing', async () => {
    const buyer = await createUser(app)
    const rival = await createUser(app)
    const {
      products: [a, b],
    } = await createShop(app, [
      { price: 10_000, stock: 5 },
      { price: 20_000, stock: 2 },
    ])
    await addToCart(app, buyer, a.id, 2)
    await addToCart(app, buyer, b.id, 2)
    await addToCart(app, rival, b.id, 1)
    expect((await checkout(app, rival)).statusCode).toBe(201)
    const res = await checkout(app, buyer)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(`Only 1 left of '${b.name}'.`)
    expect(await stockOf(app, a.id)).toBe(5)
    expect(await stockOf(app, b.id)).toBe(1)
    expect(await cartOf(buyer)).toEqual([a.id, b.id])
  })

  it('refuses an empty cart and products that are not in it', async () => {
    const buyer = await createUser(app)
    const empty = await checkout(app, buyer)
    expect(empty.statusCode).toBe(409)
    expect(empty.json().message).toBe('Your cart is empty.')
    const {
      products: [a],
    } = await createShop(app, [{ price: 10_000, stock: 5 }])
    const missing = await checkout(app, buyer, [a.id])
    expect(missing.statusCode).toBe(409)
    expect(missing.json().message).toBe(
      'Some selected items are no longer in your cart. Please refresh the cart.',
    )
    expect(await stockOf(app, a.id)).toBe(5)
  })
})

describe('order history', () => {
  it('lists, filters, pages and shows only the buyer’s own orders', async () => {
    const buyer = await createUser(app)
    const other = await createUser(app)
    const { products: items } = await createShop(
      app,
      Array.from({ length: 3 }, () => ({ price: 10_000, stock: 5 })),
    )
    const ids: number[] = []
    for (const item of items) {
      await addToCart(app, buyer, item.id)
      ids.push((await checkout(app, buyer)).json().data.id)
    }
    const [first] = ids
    if (first === undefined) throw new Error('no order')
    const canceled = await cancelOrder(app, buyer, first)
    expect(canceled.statusCode).toBe(200)
    expect(canceled.json().data.status).toBe('CANCELED')

    const list = async (query: string, auth = buyer.auth) => {
      const res = await app.inject({ method: 'GET', url: `/api/v1/orders?${query}`, headers: auth })
      expect(res.statusCode, res.body).toBe(200)
      return res.json()
    }
    const page1 = await list('limit=2&page=1')
    expect(page1.data.map((o: { id: number }) => o.id)).toEqual([ids[2], ids[1]])
    expect(page1.pagination).toEqual({
      currentPage: 1,
      hasNextPage: true,
      totalPages: 2,
      totalItems: 3,
    })
    const page2 = await list('limit=2&page=2')
    expect(page2.data.map((o: { id: number }) => o.id)).toEqual([first])
    expect(page2.pagination.hasNextPage).toBe(false)
    expect((await list('status=pending')).pagination.totalItems).toBe(2)
    expect((await list('status=canceled')).data.map((o: { id: number }) => o.id)).toEqual([first])
    expect((await list('status=paid')).data).toEqual([])
    expect((await list('status=')).pagination.totalItems).toBe(3)
    expect((await list('status=paid,canceled')).pagination.totalItems).toBe(1)
    expect((await list('', other.auth)).data).toEqual([])

    const bad = await app.inject({
      method: 'GET',
      url: '/api/v1/orders?status=shipped',
      headers: buyer.auth,
    })
    expect(bad.statusCode).toBe(400)

    const mine = await getOrder(app, buyer, first)
    expect(mine.json().data.id).toBe(first)
    const theirs = await getOrder(app, other, first)
    expect(theirs.statusCode).toBe(404)
  })
})

describe('cancel', () => {
  it('cancels the buyer’s own PENDING order once, releasing its stock', async () => {
    const buyer = await createUser(app)
    const other = await createUser(app)
    const a = await productInCart(app, buyer, { price: 10_000, stock: 4 }, 3)
    const order = (await checkout(app, buyer)).json().data
    expect(await stockOf(app, a.id)).toBe(1)

    const notMine = await cancelOrder(app, other, order.id)
    expect(notMine.statusCode).toBe(404)
    const res = await cancelOrder(app, buyer, order.id)
    expect(res.statusCode).toBe(200)
    expect(await stockOf(app, a.id)).toBe(4)
    const again = await cancelOrder(app, buyer, order.id)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('Only pending orders can be canceled.')
    expect(await stockOf(app, a.id)).toBe(4)
    expect((await orderRow(app, order.id))?.stockReleased).toBe(true)
  })
})

describe('concurrent checkouts', () => {
  it('sells the last item exactly once among 100 buyers', async () => {
    const {
      products: [last],
    } = await createShop(app, [{ price: 50_000, stock: 100 }])
    const buyers = await Promise.all(Array.from({ length: 100 }, () => createUser(app)))
    for (const buyer of buyers) await addToCart(app, buyer, last.id)
    // Stock drops to 1 only now, after every cart holds the item.
    const { products: schema } = await import('../../src/db/schema/index.ts')
    const { eq } = await import('drizzle-orm')
    await app.db.update(schema).set({ stock: 1 }).where(eq(schema.id, last.id))

    const results = await Promise.all(buyers.map((buyer) => checkout(app, buyer)))
    const codes = results.map((r) => r.statusCode)
    expect(codes.filter((c) => c === 201)).toHaveLength(1)
    expect(codes.filter((c) => c === 409)).toHaveLength(99)
    expect(results.find((r) => r.statusCode === 409)?.json().message).toBe(
      `'${last.name}' is sold out.`,
    )
    expect(await stockOf(app, last.id)).toBe(0)
  })
})
