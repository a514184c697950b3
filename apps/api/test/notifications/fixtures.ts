import { eq } from 'drizzle-orm'
import type { App } from '../../src/app.ts'
import { orderItems, orders, refunds, storeOrders } from '../../src/db/schema/index.ts'
import type { Tx } from '../../src/db/client.ts'
import { mailOrderPlaced, type MailLinks } from '../../src/modules/notifications/index.ts'
import {
  findOrderWithBuyer,
  storeOrdersOfOrder,
} from '../../src/modules/notifications/order-mail-repository.ts'
import { createProduct, createStore, createUser } from '../helpers/builders.ts'

export const HOSTILE_STORE = '<script>alert("pwned")</script> & Sons'
export const HOSTILE_PRODUCT = '<img src=x onerror=alert(1)> Teh'

export const ADDRESS = {
  recipientName: 'Siti Rahma',
  phone: '081234567890',
  province: 'DKI Jakarta',
  city: 'Jakarta Selatan',
  district: 'Kebayoran Baru',
  postalCode: '12160',
  street: 'Jl. Senopati No. 10',
}

/**
 * A paid-or-not order of two stores, written straight into the tables the order loop fills:
 * 'Kopi Nusantara' (2 × Kopi Gayo at Rp 85.000, JNE REG Rp 18.000) and a store whose name is
 * markup (1 × a product whose name is markup at Rp 40.000, SiCepat BEST Rp 12.000).
 */
export async function createTwoStoreOrder(app: App, options: { paidAt?: Date } = {}) {
  const buyer = await createUser(app, { name: 'Budi Santoso' })
  const kopiOwner = await createUser(app, { name: 'Ayu Lestari' })
  const hostileOwner = await createUser(app, { name: 'Eve' })
  const kopi = await createStore(app, kopiOwner.id, { name: 'Kopi Nusantara' })
  const hostile = await createStore(app, hostileOwner.id, { name: HOSTILE_STORE })
  const gayo = await createProduct(app, kopi.id, { name: 'Kopi Gayo 250 g', price: 85_000 })
  const teh = await createProduct(app, hostile.id, { name: HOSTILE_PRODUCT, price: 40_000 })
  const paid = options.paidAt !== undefined
  const shipBy = paid ? new Date((options.paidAt ?? new Date()).getTime() + 3 * 86_400_000) : null

  return app.db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        userId: buyer.id,
        status: paid ? 'PAID' : 'PENDING',
        itemsTotal: 210_000,
        shippingTotal: 30_000,
        totalPrice: 240_000,
        address: ADDRESS,
        paymentDeadline: new Date('2026-03-12T07:05:00Z'),
      })
      .returning()
    if (!order) throw new Error('order not created')
    const status = paid ? ('TO_SHIP' as const) : ('AWAITING_PAYMENT' as const)
    const [kopiPart, hostilePart] = await tx
      .insert(storeOrders)
      .values([
        {
          orderId: order.id,
          storeId: kopi.id,
          status,
          itemsTotal: 170_000,
          courierCode: 'jne',
          courierName: 'JNE',
          serviceCode: 'reg',
          serviceName: 'REG',
          shippingPrice: 18_000,
          shipBy,
        },
        {
          orderId: order.id,
          storeId: hostile.id,
          status,
          itemsTotal: 40_000,
          courierCode: 'sicepat',
          courierName: 'SiCepat',
          serviceCode: 'best',
          serviceName: 'BEST',
          shippingPrice: 12_000,
          shipBy,
        },
      ])
      .returning()
    if (!kopiPart || !hostilePart) throw new Error('store orders not created')
    await tx.insert(orderItems).values([
      {
        orderId: order.id,
        productId: gayo.id,
        storeId: kopi.id,
        storeOrderId: kopiPart.id,
        productName: gayo.name,
        price: 85_000,
        quantity: 2,
      },
      {
        orderId: order.id,
        productId: teh.id,
        storeId: hostile.id,
        storeOrderId: hostilePart.id,
        productName: teh.name,
        price: 40_000,
        quantity: 1,
      },
    ])
    return { order, buyer, kopiOwner, hostileOwner, kopi, hostile, kopiPart, hostilePart }
  })
}

export type TwoStoreOrder = Awaited<ReturnType<typeof createTwoStoreOrder>>

export async function updateStoreOrder(
  app: App,
  id: number,
  values: Partial<typeof storeOrders.$inferInsert>,
) {
  await app.db.update(storeOrders).set(values).where(eq(storeOrders.id, id))
}

/** A store's part shipped with this tracking number, as the seller's ship route leaves it. */
export function markShipped(app: App, storeOrderId: number, trackingNumber: string) {
  return updateStoreOrder(app, storeOrderId, {
    status: 'SHIPPED',
    trackingNumber,
    shippedAt: new Date(),
  })
}

/** A store's part of a paid order canceled by its seller, and its refund (pending) made. */
export async function cancelBySeller(
  app: App,
  orderId: number,
  storeOrderId: number,
  refund: { reason: string; amount: number },
) {
  const { reason, amount } = refund
  await updateStoreOrder(app, storeOrderId, {
    status: 'CANCELED',
    canceledAt: new Date(),
    canceledBy: 'SELLER',
    cancelReason: reason,
  })
  await app.db.insert(refunds).values({
    orderId,
    storeOrderId,
    providerOrderId: `order-${orderId}-1`,
    amount,
    refundKey: `store-order-${storeOrderId}`,
    reason,
  })
}

/** The refund of the whole payment of an order that came after the order had ended; its id. */
export async function refundLatePayment(
  app: App,
  orderId: number,
  status: 'PENDING' | 'DONE' = 'PENDING',
) {
  const [refund] = await app.db
    .insert(refunds)
    .values({
      orderId,
      providerOrderId: `order-${orderId}-1`,
      amount: 240_000,
      refundKey: `late-payment-${orderId}`,
      reason: 'Payment received after the order was canceled or expired',
      status,
    })
    .returning()
  if (!refund) throw new Error('refund not created')
  return refund.id
}

/**
 * 'Order placed' for an order already in the tables, as checkout enqueues it for the one it makes
 * (1 when enqueued, 0 when it was already).
 */
export async function notifyOrderPlaced(tx: Tx, orderId: number, links: MailLinks) {
  const found = await findOrderWithBuyer(tx, orderId)
  if (!found) return 0
  const { order, buyer } = found
  const added = await mailOrderPlaced(tx, links, {
    orderId,
    buyer,
    storeOrders: await storeOrdersOfOrder(tx, orderId),
    itemsTotal: order.itemsTotal,
    shippingTotal: order.shippingTotal,
    totalPrice: order.totalPrice,
    paymentDeadline: order.paymentDeadline,
  })
  return added ? 1 : 0
}
