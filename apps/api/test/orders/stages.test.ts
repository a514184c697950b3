// The buyer's orders by stage (docs/decisions/1004): an order is listed under every stage one of
// its store orders is in, and the answer counts each stage.
import type { Order } from '@pasar/shared'
import { describe, expect, it } from 'vitest'
import { setupListeningApp } from '../helpers/app.ts'
import { createUser, type TestUser } from '../helpers/builders.ts'
import { checkout } from '../helpers/checkout.ts'
import {
  createShop,
  paidOrder,
  receiveStoreOrder,
  sellerCancelStoreOrder,
  shipStoreOrder,
} from '../fulfilment/fixtures.ts'
import { cancelOrder, productInCart } from './shop.ts'

const { app } = await setupListeningApp()

async function list(buyer: TestUser, query = '') {
  const res = await app.inject({ url: `/api/v1/orders${query}`, headers: buyer.auth })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as {
    data: Order[]
    pagination: { totalItems: number }
    counts: Record<string, number>
  }
}

/**
 * One buyer's orders in every stage: `split` (packing and shipped: one store shipped, the other
 * still packing), `ended` (completed and canceled: one store received, the other canceled by its
 * seller) and `unpaid`.
 */
async function buyerWithOrders() {
  const buyer = await createUser(app)
  const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => createShop(app, 30_000, 5)))
  if (!a || !b || !c || !d) throw new Error('no shops')
  const split = await paidOrder(app, buyer, [{ shop: a }, { shop: b }])
  const [splitA] = split.storeOrderIds
  expect((await shipStoreOrder(app, a, splitA ?? 0)).statusCode).toBe(200)

  const ended = await paidOrder(app, buyer, [{ shop: c }, { shop: d }])
  const [endedC, endedD] = ended.storeOrderIds
  expect((await shipStoreOrder(app, c, endedC ?? 0)).statusCode).toBe(200)
  const received = await receiveStoreOrder(app, buyer, ended.orderId, endedC ?? 0)
  expect(received.statusCode, received.body).toBe(200)
  const canceled = await sellerCancelStoreOrder(app, d, endedD ?? 0, 'Out of stock, sorry')
  expect(canceled.statusCode, canceled.body).toBe(200)

  await productInCart(app, buyer, { price: 20_000, stock: 3 })
  const unpaid = await checkout(app, buyer)
  expect(unpaid.statusCode, unpaid.body).toBe(201)
  return { buyer, split: split.orderId, ended: ended.orderId, unpaid: unpaid.json().data.id }
}

describe('GET /api/v1/orders?stage=', () => {
  it('lists an order under every stage one of its store orders is in, with the counts', async () => {
    const { buyer, split, ended, unpaid } = await buyerWithOrders()
    const counts = { unpaid: 1, packing: 1, shipped: 1, completed: 1, canceled: 1 }
    const ids = async (stage: string) =>
      (await list(buyer, `?stage=${stage}`)).data.map((o) => o.id)

    const all = await list(buyer)
    expect(all.counts).toEqual(counts)
    expect(all.data.map((o) => o.id)).toEqual([unpaid, ended, split])
    expect(await ids('unpaid')).toEqual([unpaid])
    expect(await ids('packing')).toEqual([split])
    expect(await ids('shipped')).toEqual([split])
    expect(await ids('completed')).toEqual([ended])
    expect(await ids('canceled')).toEqual([ended])

    // The counts are the buyer's, whatever the page shows.
    const page = await list(buyer, '?stage=shipped&limit=1')
    expect(page.counts).toEqual(counts)
    expect(page.pagination.totalItems).toBe(1)
    // Each row carries every store's own status: the paid order is not just 'paid'.
    const [row] = page.data
    expect(row?.status).toBe('PAID')
    expect(row?.storeOrders.map((s) => s.status).sort()).toEqual(['SHIPPED', 'TO_SHIP'])
    expect(row?.storeOrders.every((s) => s.store.name.length > 0)).toBe(true)

    // Stage and payment status filter together.
    expect((await list(buyer, '?stage=canceled&status=pending')).data).toEqual([])
    expect((await list(buyer, '?status=pending')).data.map((o) => o.id)).toEqual([unpaid])
  })

  it('counts an order that ended unpaid as canceled', async () => {
    const buyer = await createUser(app)
    await productInCart(app, buyer, { price: 20_000, stock: 3 })
    const order = (await checkout(app, buyer)).json().data as Order
    const res = await cancelOrder(app, buyer, order.id)
    expect(res.statusCode, res.body).toBe(200)
    const listed = await list(buyer, '?stage=canceled')
    expect(listed.data.map((o) => o.id)).toEqual([order.id])
    expect(listed.counts).toEqual({ unpaid: 0, packing: 0, shipped: 0, completed: 0, canceled: 1 })
  })

  it("shows nobody else's orders: empty counts, and another user's order is a 404", async () => {
    const { split } = await buyerWithOrders()
    const stranger = await createUser(app)
    const listed = await list(stranger)
    expect(listed.data).toEqual([])
    expect(listed.counts).toEqual({ unpaid: 0, packing: 0, shipped: 0, completed: 0, canceled: 0 })
    for (const method of ['GET', 'PATCH'] as const) {
      const res = await app.inject({
        method,
        url: `/api/v1/orders/${split}`,
        headers: stranger.auth,
      })
      expect(res.statusCode).toBe(404)
    }
    const cancel = await cancelOrder(app, stranger, split)
    expect(cancel.statusCode).toBe(404)
  })

  it('refuses an unknown stage', async () => {
    const buyer = await createUser(app)
    const res = await app.inject({ url: '/api/v1/orders?stage=lost', headers: buyer.auth })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBeTruthy()
    expect((await app.inject({ url: '/api/v1/orders?stage=unpaid' })).statusCode).toBe(401)
  })
})
