// What the voucher money tests share (docs/decisions/1016-vouchers.md): orders placed through the
// real checkout with codes, paid at the local payment twin, and the ledger, refunds and uses they
// leave behind.
import type { Order, StoreOrder } from '@pasar/shared'
import { eq, inArray } from 'drizzle-orm'
import { expect } from 'vitest'
import type { App } from '../../src/app.ts'
import { ledgerEntries, refunds, voucherUses } from '../../src/db/schema/index.ts'
import { platformFee } from '../../src/modules/ledger/index.ts'
import type { TestUser } from '../helpers/builders.ts'
import { checkout, ensureStoreOrigin } from '../helpers/checkout.ts'
import { createShop, type Shop } from '../fulfilment/fixtures.ts'
import { addToCart } from '../orders/shop.ts'

/** A seller's store with one product of this price, shipping from the helpers' origin. */
export async function shopOf(app: App, price: number, stock = 1_000): Promise<Shop> {
  const shop = await createShop(app, price, stock)
  await ensureStoreOrigin(app, shop.store.id)
  return shop
}

export interface Placed {
  order: Order
  token: string
  /** The order's store orders by store id. */
  part: (shop: Shop) => StoreOrder
}

/**
 * The buyer puts `quantity` of each shop's product in the cart and orders exactly those, with
 * these voucher codes, through POST /api/v1/orders (201 expected).
 */
export async function placeOrder(
  app: App,
  buyer: TestUser,
  lines: { shop: Shop; quantity?: number }[],
  vouchers: string[] = [],
): Promise<Placed> {
  for (const line of lines) await addToCart(app, buyer, line.shop.product.id, line.quantity ?? 1)
  const res = await checkout(
    app,
    buyer,
    lines.map((line) => line.shop.product.id),
    vouchers.length > 0 ? { vouchers } : {},
  )
  expect(res.statusCode, res.body).toBe(201)
  const { data: order, token } = res.json() as { data: Order; token: string }
  const part = (shop: Shop) => {
    const found = order.storeOrders.find((s) => s.store.slug === shop.store.slug)
    if (!found) throw new Error(`no store order of ${shop.store.slug}`)
    return found
  }
  return { order, token, part }
}

/** The buyer pays in the twin's popup; its notification reaches the listening app. */
export async function payAtTwin(app: App, token: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/local/midtrans/pay/${token}`,
    payload: { choice: 'pay' },
  })
  expect(res.json()).toMatchObject({ event: 'success', delivered: 200 })
}

/** What the buyer paid for a store order: items + shipping − both discounts. */
export const paidFor = (part: StoreOrder) =>
  part.itemsTotal + part.shipping.price - part.discount.store - part.discount.platform

/** The ledger's SALE and FEE of a completed store order: the store discount lowers both. */
export const bookedFor = (part: StoreOrder, feeBasisPoints = 500) => ({
  SALE: part.itemsTotal + part.shipping.price - part.discount.store,
  FEE: -platformFee(part.itemsTotal - part.discount.store, feeBasisPoints),
})

/** The ledger entries of these store orders, by kind, summed. */
export async function ledgerSums(app: App, storeOrderIds: number[]) {
  const sums = { SALE: 0, FEE: 0 }
  if (storeOrderIds.length === 0) return sums
  const rows = await app.db
    .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.storeOrderId, storeOrderIds))
  for (const row of rows) {
    if (row.kind === 'SALE' || row.kind === 'FEE') sums[row.kind] += row.amount
  }
  return sums
}

/** The refunds recorded for these store orders (whatever their status), each with its amount. */
export async function storeOrderRefunds(app: App, storeOrderIds: number[]) {
  if (storeOrderIds.length === 0) return []
  return app.db
    .select({ storeOrderId: refunds.storeOrderId, amount: refunds.amount, status: refunds.status })
    .from(refunds)
    .where(inArray(refunds.storeOrderId, storeOrderIds))
}

/** The order's voucher uses, given back or not. */
export function usesOfOrder(app: App, orderId: number) {
  return app.db.select().from(voucherUses).where(eq(voucherUses.orderId, orderId))
}
