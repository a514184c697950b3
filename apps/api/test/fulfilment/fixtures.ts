import type { AddressInfo } from 'node:net'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import type { App } from '../../src/app.ts'
import {
  orderItems,
  orders,
  paymentAttempts,
  products,
  refunds,
  storeOrders,
} from '../../src/db/schema/index.ts'
import { createProduct, createStore, createUser, type TestUser } from '../helpers/builders.ts'

/**
 * Paid orders with their store orders, for the fulfilment tests. Until checkout places store
 * orders over HTTP, the rows are written as checkout writes them (stock reserved, lines, one
 * attempt), the payment is made at the provider through its real protocol, and the store orders
 * become TO_SHIP with their ship-by as payment makes them.
 */

export const ADDRESS = {
  recipientName: 'Budi Santoso',
  phone: '+6281234567890',
  province: 'DKI Jakarta',
  city: 'Jakarta Selatan',
  district: 'Kebayoran Baru',
  postalCode: '12110',
  street: 'Jl. Senopati No. 10',
}

export interface Shop {
  seller: TestUser
  store: { id: number; slug: string; name: string }
  product: { id: number; price: number }
}

/** A seller with a store and one product of the given price and stock. */
export async function createShop(app: App, price = 50_000, stock = 10): Promise<Shop> {
  const seller = await createUser(app)
  const store = await createStore(app, seller.id)
  const product = await createProduct(app, store.id, { price, stock })
  return { seller, store, product }
}

/** The base URL of an app listening on a port (the twin posts its notifications there). */
export function baseUrl(app: App) {
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
}

export interface PaidOrder {
  orderId: number
  providerOrderId: string
  storeOrderIds: number[]
  totalPrice: number
}

/**
 * The buyer orders `quantity` of each shop's product with a shipping price per store, and pays.
 * `pay` settles the transaction at the provider (default: the local twin's pay page).
 */
export async function paidOrder(
  app: App,
  buyer: TestUser,
  parts: { shop: Shop; quantity?: number; shippingPrice?: number }[],
  options: {
    shipWithinMs?: number
    pay?: (providerOrderId: string, token: string) => Promise<void>
  } = {},
): Promise<PaidOrder> {
  const lines = parts.map((part) => ({
    ...part,
    quantity: part.quantity ?? 1,
    shippingPrice: part.shippingPrice ?? 12_000,
  }))
  const itemsTotal = lines.reduce((sum, l) => sum + l.shop.product.price * l.quantity, 0)
  const shippingTotal = lines.reduce((sum, l) => sum + l.shippingPrice, 0)
  const totalPrice = itemsTotal + shippingTotal

  const created = await app.db.transaction(async (tx) => {
    for (const line of lines) {
      const [reserved] = await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${line.quantity}` })
        .where(eq(products.id, line.shop.product.id))
        .returning({ stock: products.stock })
      if (!reserved || reserved.stock < 0) throw new Error('not enough stock for the fixture')
    }
    const [order] = await tx
      .insert(orders)
      .values({
        userId: buyer.id,
        totalPrice,
        itemsTotal,
        shippingTotal,
        address: ADDRESS,
        paymentDeadline: new Date(Date.now() + 86_400_000),
      })
      .returning()
    if (!order) throw new Error('no order')
    const storeOrderIds: number[] = []
    for (const line of lines) {
      const [part] = await tx
        .insert(storeOrders)
        .values({
          orderId: order.id,
          storeId: line.shop.store.id,
          itemsTotal: line.shop.product.price * line.quantity,
          courierCode: 'jne',
          courierName: 'JNE',
          serviceCode: 'reg',
          serviceName: 'Reguler',
          shippingPrice: line.shippingPrice,
          etd: '2-3 days',
        })
        .returning()
      if (!part) throw new Error('no store order')
      storeOrderIds.push(part.id)
      await tx.insert(orderItems).values({
        orderId: order.id,
        productId: line.shop.product.id,
        storeId: line.shop.store.id,
        storeOrderId: part.id,
        productName: `Product of ${line.shop.store.name}`,
        price: line.shop.product.price,
        quantity: line.quantity,
      })
    }
    const providerOrderId = `PSR-${order.id}-1`
    await tx.insert(paymentAttempts).values({
      orderId: order.id,
      provider: app.payments.name,
      providerOrderId,
      grossAmount: totalPrice,
    })
    return { orderId: order.id, providerOrderId, storeOrderIds }
  })

  const { token } = await app.payments.createTransaction({
    providerOrderId: created.providerOrderId,
    grossAmount: totalPrice,
    items: [
      ...lines.map((l) => ({
        id: String(l.shop.product.id),
        name: 'Product',
        price: l.shop.product.price,
        quantity: l.quantity,
        merchantName: l.shop.store.name,
      })),
      ...lines.map((l) => ({
        id: `shipping-${l.shop.store.id}`,
        name: 'Shipping',
        price: l.shippingPrice,
        quantity: 1,
        merchantName: l.shop.store.name,
      })),
    ],
    customer: { firstName: 'Buyer', email: buyer.email },
    expiresAt: new Date(Date.now() + 86_400_000),
  })
  await (options.pay ?? payAtTwin(app))(created.providerOrderId, token)
  await markPaid(app, created.orderId, options.shipWithinMs ?? 3 * 86_400_000)
  return { ...created, totalPrice }
}

/** The buyer pays in the local twin's popup; its notification reaches the listening app. */
export const payAtTwin = (app: App) => async (_providerOrderId: string, token: string) => {
  const res = await app.inject({
    method: 'POST',
    url: `/local/midtrans/pay/${token}`,
    payload: { choice: 'pay' },
  })
  expect(res.json()).toMatchObject({ event: 'success', delivered: 200 })
}

/** What payment makes of the order: PAID, and each store order TO_SHIP with its ship-by. */
async function markPaid(app: App, orderId: number, shipWithinMs: number) {
  const now = new Date()
  await app.db
    .update(paymentAttempts)
    .set({ status: 'PAID' })
    .where(eq(paymentAttempts.orderId, orderId))
  await app.db
    .update(orders)
    .set({ status: 'PAID' })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'PENDING')))
  await app.db
    .update(storeOrders)
    .set({ status: 'TO_SHIP', shipBy: new Date(now.getTime() + shipWithinMs) })
    // Paying at the twin already moved them (checkout's payment state, docs/decisions/0851);
    // the fixture's own ship-by window wins.
    .where(
      and(
        eq(storeOrders.orderId, orderId),
        inArray(storeOrders.status, ['AWAITING_PAYMENT', 'TO_SHIP']),
      ),
    )
}

/** POST /api/v1/stores/:slug/orders/:storeOrderId/{action} as the store's owner; answered as it came. */
function sellerAction(
  app: App,
  shop: Pick<Shop, 'seller' | 'store'>,
  storeOrderId: number,
  action: 'ship' | 'cancel',
  payload: object,
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/stores/${shop.store.slug}/orders/${storeOrderId}/${action}`,
    headers: shop.seller.auth,
    payload,
  })
}

/** The seller ships the store order with this tracking number; answered as it came. */
export const shipStoreOrder = (
  app: App,
  shop: Pick<Shop, 'seller' | 'store'>,
  storeOrderId: number,
  trackingNumber = 'JNE-4242',
) => sellerAction(app, shop, storeOrderId, 'ship', { trackingNumber })

/** The seller cancels the store order for this reason; answered as it came. */
export const sellerCancelStoreOrder = (
  app: App,
  shop: Pick<Shop, 'seller' | 'store'>,
  storeOrderId: number,
  reason: string,
) => sellerAction(app, shop, storeOrderId, 'cancel', { reason })

/** The buyer says the store order arrived ('Order received'); answered as it came. */
export function receiveStoreOrder(
  app: App,
  buyer: TestUser,
  orderId: number,
  storeOrderId: number,
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/orders/${orderId}/store-orders/${storeOrderId}/receive`,
    headers: buyer.auth,
  })
}

/** The seller ships the store order and the buyer receives it, so it is COMPLETED. */
export async function shipAndReceive(
  app: App,
  shop: Pick<Shop, 'seller' | 'store'>,
  buyer: TestUser,
  orderId: number,
  storeOrderId: number,
) {
  const shipped = await shipStoreOrder(app, shop, storeOrderId)
  expect(shipped.statusCode, shipped.body).toBe(200)
  const received = await receiveStoreOrder(app, buyer, orderId, storeOrderId)
  expect(received.statusCode, received.body).toBe(200)
}

export { stockOf } from '../orders/shop.ts'

export async function storeOrderRow(app: App, id: number) {
  const [row] = await app.db.select().from(storeOrders).where(eq(storeOrders.id, id))
  return row
}

export function refundsOf(app: App, storeOrderId: number) {
  return app.db.select().from(refunds).where(eq(refunds.storeOrderId, storeOrderId))
}

export async function orderStatus(app: App, orderId: number) {
  const [row] = await app.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
  return row?.status
}
