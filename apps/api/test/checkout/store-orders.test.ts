// Checkout with shipping (docs/decisions/0851-checkout.md): the server re-quotes, the
// order holds one store order per store, and payment moves the store orders.
import { refundDepsOf } from '../../src/modules/refunds/deps.ts'
import type { AddressInfo } from 'node:net'
import type { Order } from '@pasar/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders, storeOrders } from '../../src/db/schema/index.ts'
import { expireOverdueOrders } from '../../src/modules/orders/payment-state.ts'
import { setupTestApp } from '../helpers/app.ts'
import { createProduct, createStore, createUser, type TestUser } from '../helpers/builders.ts'
import {
  BUYER_ADDRESS,
  buyerAddressId,
  checkout,
  ensureStoreOrigin,
  quoteRates,
} from '../helpers/checkout.ts'
import { addToCart, cancelOrder, createShop, getOrder, stockOf } from '../orders/shop.ts'

// The local payment twin pays over real HTTP to the notification endpoint, so the app listens.
const { app, config } = await setupTestApp()
await app.listen({ port: 0, host: '127.0.0.1' })
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`

interface Group {
  storeId: number
  store: { name: string }
  options: { courierCode: string; serviceCode: string; courierName: string; price: number }[]
}

/** A buyer with two stores' products in the cart: 2 × 25.000 from one, 1 × 40.000 from the other. */
async function twoStoreCart() {
  const buyer = await createUser(app)
  const first = await createShop(app, [{ price: 25_000, stock: 5 }])
  const second = await createShop(app, [{ price: 40_000, stock: 3 }])
  const [a] = first.products
  const [b] = second.products
  await addToCart(app, buyer, a.id, 2)
  await addToCart(app, buyer, b.id, 1)
  await ensureStoreOrigin(app, first.store.id)
  await ensureStoreOrigin(app, second.store.id)
  return { buyer, a, b, first, second }
}

async function cheapest(buyer: TestUser) {
  const addressId = await buyerAddressId(app, buyer)
  const res = await quoteRates(app, buyer, addressId)
  expect(res.statusCode, res.body).toBe(200)
  return { addressId, groups: res.json().data as Group[] }
}

const ordersOf = async (buyer: TestUser) =>
  app.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, buyer.id))

const choose = (token: string, choice: string) =>
  fetch(`${base}/local/midtrans/pay/${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ choice }),
  })

const storedOrder = async (buyer: TestUser, id: number) => {
  const res = await getOrder(app, buyer, id)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data as Order
}

describe('POST /api/v1/orders with shipping', () => {
  it('makes one store order per store with the quoted option, and totals that add up', async () => {
    const { buyer, a, b, first, second } = await twoStoreCart()
    const { groups } = await cheapest(buyer)
    const res = await checkout(app, buyer)
    expect(res.statusCode, res.body).toBe(201)
    const order = res.json().data as Order

    const price = (storeId: number) => groups.find((g) => g.storeId === storeId)?.options[0]?.price
    const shippingTotal = (price(first.store.id) ?? 0) + (price(second.store.id) ?? 0)
    expect(shippingTotal).toBeGreaterThan(0)
    expect(order).toMatchObject({
      itemsTotal: 90_000,
      shippingTotal,
      totalPrice: 90_000 + shippingTotal,
      address: {
        recipientName: BUYER_ADDRESS.recipientName,
        phone: '+6281234567890',
        postalCode: BUYER_ADDRESS.postalCode,
        street: BUYER_ADDRESS.street,
      },
    })
    expect(order.storeOrders).toHaveLength(2)
    const [one, two] = order.storeOrders
    expect(one).toMatchObject({
      orderId: order.id,
      status: 'AWAITING_PAYMENT',
      store: { name: first.store.name, slug: first.store.slug },
      itemsTotal: 50_000,
      shipping: { price: price(first.store.id), trackingNumber: null },
      shipBy: null,
      orderItems: [{ productId: a.id, quantity: 2, price: 25_000 }],
    })
    expect(two).toMatchObject({
      status: 'AWAITING_PAYMENT',
      store: { name: second.store.name },
      itemsTotal: 40_000,
      orderItems: [{ productId: b.id, quantity: 1 }],
    })
    expect(one?.shipping.courierName).toBe(
      groups.find((g) => g.storeId === first.store.id)?.options[0]?.courierName,
    )

    // The same order, as the list and the detail answer it.
    // The order view adds each line's review state (docs/decisions/0960-reviews.md).
    expect(await storedOrder(buyer, order.id)).toMatchObject(order)
    const list = await app.inject({ url: '/api/v1/orders', headers: buyer.auth })
    expect(list.json().data).toEqual([order])

    // The provider was told every product line and one shipping line per store, summing to
    // the total, each with its store as the merchant (the twin refuses a wrong sum).
    const page = await (await fetch(`${base}/local/midtrans/pay/${res.json().token}`)).text()
    expect(page).toContain(`${a.name} × 2<small> · ${first.store.name}</small>`)
    const html = (text: string) => text.replaceAll('&', '&amp;')
    const courier = `${one?.shipping.courierName} ${one?.shipping.serviceCode.toUpperCase()}`
    expect(page).toContain(html(`Shipping: ${courier} (${first.store.name}) × 1`))
    expect(page).toContain(`(${second.store.name}) × 1<small> · ${second.store.name}</small>`)
  })

  it('refuses a courier or service the quote does not offer (409) and reserves nothing', async () => {
    const { buyer, a, b, first, second } = await twoStoreCart()
    const { addressId, groups } = await cheapest(buyer)
    const shipping = groups.map((g) => ({
      storeId: g.storeId,
      courierCode: g.options[0]?.courierCode ?? '',
      serviceCode: g.options[0]?.serviceCode ?? '',
    }))
    const forged = [
      { storeId: first.store.id, courierCode: 'jne', serviceCode: 'made-up' },
      ...shipping.filter((s) => s.storeId !== first.store.id),
    ]
    const res = await checkout(app, buyer, undefined, { addressId, shipping: forged })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(
      'The chosen shipping option is no longer offered. Please choose the shipping again.',
    )
    const priced = await app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: buyer.auth,
      payload: { addressId, shipping: shipping.map((s) => ({ ...s, price: 1 })) },
    })
    expect(priced.statusCode).toBe(400)
    expect(await stockOf(app, a.id)).toBe(5)
    expect(await stockOf(app, b.id)).toBe(3)
    expect(await ordersOf(buyer)).toEqual([])

    // A store left without a choice, or a choice for a store not in the order.
    const missing = await checkout(app, buyer, undefined, {
      addressId,
      shipping: shipping.filter((s) => s.storeId !== second.store.id),
    })
    expect(missing.statusCode).toBe(409)
    expect(missing.json().message).toBe(`Choose a shipping option for ${second.store.name}.`)
    const other = await createShop(app, [{ price: 1_000, stock: 1 }])
    const extra = await checkout(app, buyer, undefined, {
      addressId,
      shipping: [...shipping, { ...shipping[0], storeId: other.store.id } as (typeof shipping)[0]],
    })
    expect(extra.statusCode).toBe(409)
    expect(extra.json().message).toBe(
      'A shipping choice names a store that is not in this order. Please refresh the checkout.',
    )
    const twice = await checkout(app, buyer, undefined, {
      addressId,
      shipping: [...shipping, shipping[0] as (typeof shipping)[0]],
    })
    expect(twice.statusCode).toBe(400)
    expect(await ordersOf(buyer)).toEqual([])

    // The right choices still work afterwards.
    expect((await checkout(app, buyer, undefined, { addressId, shipping })).statusCode).toBe(201)
  })

  it("answers 404 for another user's address and 409 for a store that cannot ship yet", async () => {
    const { buyer, a } = await twoStoreCart()
    const stranger = await createUser(app)
    const theirs = await buyerAddressId(app, stranger)
    const notMine = await checkout(app, buyer, undefined, { addressId: theirs, shipping: [] })
    expect(notMine.statusCode).toBe(404)
    expect(notMine.json().message).toBe('Address not found')

    const seller = await createUser(app)
    const store = await createStore(app, seller.id, { name: 'Toko Tanpa Gudang' })
    const product = await createProduct(app, store.id, { price: 5_000, stock: 2 })
    const late = await createUser(app)
    await addToCart(app, late, product.id)
    const addressId = await buyerAddressId(app, late)
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: late.auth,
      payload: {
        addressId,
        shipping: [{ storeId: store.id, courierCode: 'jne', serviceCode: 'reg' }],
      },
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('This store cannot ship yet: Toko Tanpa Gudang.')
    expect(await stockOf(app, product.id)).toBe(2)
    expect(await stockOf(app, a.id)).toBe(5)
  })
})

describe('store orders follow the payment', () => {
  it('paid: every store order goes TO_SHIP with ship-by = paid + SHIP_WITHIN, once', async () => {
    const { buyer } = await twoStoreCart()
    const res = await checkout(app, buyer)
    expect(res.statusCode, res.body).toBe(201)
    const before = Date.now()
    const paid = await choose(res.json().token, 'pay')
    expect(paid.status).toBe(200)
    const after = Date.now()
    const order = await storedOrder(buyer, res.json().data.id)
    expect(order.status).toBe('PAID')
    expect(order.storeOrders.map((s) => s.status)).toEqual(['TO_SHIP', 'TO_SHIP'])
    for (const part of order.storeOrders) {
      const shipBy = Date.parse(part.shipBy ?? '')
      expect(shipBy).toBeGreaterThanOrEqual(before + config.shipWithinMs - 1000)
      expect(shipBy).toBeLessThanOrEqual(after + config.shipWithinMs + 1000)
    }
    // Paying again (a replayed notification) changes nothing.
    await choose(res.json().token, 'pay')
    expect(await storedOrder(buyer, order.id)).toEqual(order)
  })

  it('expired: the store orders are CANCELED by the system, and a late payment re-opens none', async () => {
    const { buyer, a } = await twoStoreCart()
    const res = await checkout(app, buyer)
    const orderId = res.json().data.id as number
    while (
      (await expireOverdueOrders(refundDepsOf(app), new Date(Date.now() + 25 * 3_600_000))) > 0
    );
    const expired = await storedOrder(buyer, orderId)
    expect(expired.status).toBe('EXPIRED')
    expect(expired.storeOrders.map((s) => s.status)).toEqual(['CANCELED', 'CANCELED'])
    expect(expired.storeOrders[0]?.cancelReason).toBe('The order was not paid in time.')
    expect(expired.storeOrders[0]?.canceledAt).toEqual(expect.any(String))
    const rows = await app.db.select().from(storeOrders).where(eq(storeOrders.orderId, orderId))
    expect(rows.map((r) => r.canceledBy)).toEqual(['SYSTEM', 'SYSTEM'])
    expect(await stockOf(app, a.id)).toBe(5)

    await choose(res.json().token, 'pay')
    const late = await storedOrder(buyer, orderId)
    expect(late.status).toBe('EXPIRED')
    expect(late.storeOrders.map((s) => s.status)).toEqual(['CANCELED', 'CANCELED'])
    expect(await stockOf(app, a.id)).toBe(5)
  })

  it('canceled by the buyer: the store orders are CANCELED by the buyer', async () => {
    const { buyer } = await twoStoreCart()
    const orderId = (await checkout(app, buyer)).json().data.id as number
    const res = await cancelOrder(app, buyer, orderId)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.storeOrders.map((s: { status: string }) => s.status)).toEqual([
      'CANCELED',
      'CANCELED',
    ])
    const rows = await app.db.select().from(storeOrders).where(eq(storeOrders.orderId, orderId))
    expect(rows.map((r) => r.canceledBy)).toEqual(['BUYER', 'BUYER'])
  })
})

describe('racing checkouts', () => {
  it('20 buyers racing for the last 3 units never oversell, and each sale has its store order', async () => {
    const {
      store,
      products: [last],
    } = await createShop(app, [{ price: 30_000, stock: 50 }])
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createUser(app)))
    for (const buyer of buyers) {
      await addToCart(app, buyer, last.id)
      await buyerAddressId(app, buyer)
    }
    await ensureStoreOrigin(app, store.id)
    const { products } = await import('../../src/db/schema/index.ts')
    await app.db.update(products).set({ stock: 3 }).where(eq(products.id, last.id))

    const results = await Promise.all(buyers.map((buyer) => checkout(app, buyer)))
    const sold = results.filter((r) => r.statusCode === 201)
    expect(sold).toHaveLength(3)
    for (const r of results.filter((r) => r.statusCode !== 201)) {
      expect(r.statusCode).toBe(409)
    }
    expect(await stockOf(app, last.id)).toBe(0)
    const parts = await app.db.select().from(storeOrders).where(eq(storeOrders.storeId, store.id))
    expect(parts).toHaveLength(3)
  })
})
