import { variantLabelOf, type OrderStatus, type StoreAddress } from '@pasar/shared'
import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import {
  orderItems,
  orders,
  paymentAttempts,
  productVariants,
  refunds,
} from '../../db/schema/index.ts'
import { HttpError } from '../../lib/http-error.ts'
import {
  demoShippingPrice,
  insertDemoStoreOrders,
  type DemoFulfilment,
  type DemoParcel,
} from '../fulfilment/index.ts'
import { recordLatePaymentRefund } from '../refunds/index.ts'
import { providerOrderIdFor } from './repository.ts'
import { newAttempt, type OrderDeps } from './service.ts'

export interface DemoOrderLine {
  productId: number
  /** The variant bought; absent, the product's first live variant. */
  variantId?: number | undefined
  storeId: number
  productName: string
  price: number
  quantity: number
  /** Grams per unit, packaging included. */
  weight: number
}

/** A demo parcel's figures as vouchers weigh them. */
export interface DemoStorePart {
  storeId: number
  itemsTotal: number
  shippingTotal: number
}

/**
 * A demo order's vouchers, priced and recorded by the seed through the vouchers module
 * (docs/decisions/1016-vouchers.md): `price` answers each store's discounts from the parcels'
 * figures; `record` writes the uses once the order and its store orders exist, given back at
 * once for an order that ended unpaid.
 */
export interface DemoDiscounts {
  price(parts: DemoStorePart[]): Promise<Map<number, { store: number; platform: number }>>
  record(order: {
    id: number
    storeOrderOf: Map<number, number>
    givenBack: boolean
  }): Promise<void>
}

export interface DemoOrder {
  userId: number
  /** 'REFUNDED': canceled, then paid late and refunded in full (docs/decisions/0702). */
  story: OrderStatus | 'REFUNDED'
  /** What became of a PAID order's store orders (default TO_SHIP). */
  fulfilment?: DemoFulfilment | undefined
  createdAt: Date
  address: StoreAddress
  lines: DemoOrderLine[]
  discounts?: DemoDiscounts | undefined
}

/** One parcel per store, in the order the stores first appear in the lines. */
function parcelsOf(lines: DemoOrderLine[]): DemoParcel[] {
  const parcels = new Map<number, DemoParcel>()
  for (const line of lines) {
    const parcel = parcels.get(line.storeId) ?? { storeId: line.storeId, itemsTotal: 0, weight: 0 }
    parcel.itemsTotal += line.price * line.quantity
    parcel.weight += line.weight * line.quantity
    parcels.set(line.storeId, parcel)
  }
  return [...parcels.values()]
}

const MINUTE = 60_000

/**
 * Writes the demo orders' history (docs/decisions/0900-demo-orders.md), only ever called by the
 * demo seed on an empty database, inside its transaction. Each order looks as if it had gone
 * through checkout and the payment provider: total from the lines, one payment attempt in its
 * final state, released stock for orders that ended unpaid, a DONE refund for the late payment.
 * A PENDING order reserves its stock here and gets no attempt yet: startDemoPayments asks the
 * provider for it after the commit, like checkout. Returns the PENDING orders' ids.
 */
export async function insertDemoOrders(
  tx: Tx,
  input: { provider: string; paymentTtlMs: number; shipWithinMs: number; orders: DemoOrder[] },
): Promise<number[]> {
  const pending: number[] = []
  const now = Date.now()
  // Oldest first, so order numbers grow with time as they do in a real shop.
  const chronological = [...input.orders].sort((a, b) => +a.createdAt - +b.createdAt)
  for (const demo of chronological) {
    const status: OrderStatus = demo.story === 'REFUNDED' ? 'CANCELED' : demo.story
    const created = demo.createdAt.getTime()
    const deadline = created + input.paymentTtlMs
    if (status === 'PENDING' && deadline <= now) throw new Error('a demo PENDING order is overdue')
    const endedAt = new Date(
      status === 'EXPIRED' ? Math.min(deadline, now) : Math.min(created + 7 * MINUTE, now),
    )
    const parcels = parcelsOf(demo.lines)
    const itemsTotal = parcels.reduce((sum, parcel) => sum + parcel.itemsTotal, 0)
    const shippingTotal = parcels.reduce((sum, p) => sum + demoShippingPrice(p.weight), 0)
    const discountOf = await demo.discounts?.price(
      parcels.map((p) => ({ ...p, shippingTotal: demoShippingPrice(p.weight) })),
    )
    for (const parcel of parcels) parcel.discount = discountOf?.get(parcel.storeId)
    const discountTotal = parcels.reduce(
      (sum, p) => sum + (p.discount ? p.discount.store + p.discount.platform : 0),
      0,
    )
    const totalPrice = itemsTotal + shippingTotal - discountTotal
    const [order] = await tx
      .insert(orders)
      .values({
        userId: demo.userId,
        status,
        totalPrice,
        itemsTotal,
        shippingTotal,
        discountTotal,
        address: demo.address,
        paymentDeadline: new Date(deadline),
        // Checkout took the stock; an order that ended unpaid gave it back.
        stockReleased: status !== 'PENDING' && status !== 'PAID',
        createdAt: demo.createdAt,
        updatedAt: status === 'PENDING' ? demo.createdAt : endedAt,
      })
      .returning({ id: orders.id })
    if (!order) throw new Error('demo order not created')
    const parts = await insertDemoStoreOrders(tx, order.id, parcels, demo.fulfilment, {
      createdAt: demo.createdAt,
      paidAt: status === 'PAID' ? endedAt : null,
      endedAt: status === 'PAID' || status === 'PENDING' ? null : endedAt,
      canceledBy: status === 'CANCELED' ? 'BUYER' : 'SYSTEM',
      shipWithinMs: input.shipWithinMs,
      now,
      providerOrderId: providerOrderIdFor(order.id, 1),
    })
    // An order that ended unpaid gave its vouchers' uses back.
    await demo.discounts?.record({
      id: order.id,
      storeOrderOf: parts,
      givenBack: status !== 'PENDING' && status !== 'PAID',
    })
    const lines = await withVariants(tx, demo.lines)
    await tx.insert(orderItems).values(
      lines.map(({ weight: _weight, optionValues, ...line }) => ({
        orderId: order.id,
        storeOrderId: parts.get(line.storeId),
        ...line,
        variantLabel: variantLabelOf(optionValues),
      })),
    )
    if (status === 'PENDING') {
      await reserve(tx, lines)
      pending.push(order.id)
      continue
    }
    const attempt = {
      orderId: order.id,
      provider: input.provider,
      providerOrderId: providerOrderIdFor(order.id, 1),
      grossAmount: totalPrice,
      status,
      createdAt: demo.createdAt,
      updatedAt: endedAt,
    }
    await tx.insert(paymentAttempts).values(attempt)
    if (demo.story === 'REFUNDED') {
      const refundId = await recordLatePaymentRefund(tx, order.id, attempt)
      if (refundId === undefined) throw new Error('demo refund not recorded')
      const refundedAt = new Date(Math.min(endedAt.getTime() + 90 * MINUTE, now))
      await tx
        .update(refunds)
        .set({ status: 'DONE', createdAt: endedAt, updatedAt: refundedAt })
        .where(eq(refunds.id, refundId))
    }
  }
  return pending
}

type VariantLine = DemoOrderLine & { variantId: number; optionValues: string[] }

/** The lines with the variant each is bought as: the one named, or its product's first live one. */
async function withVariants(tx: Tx, lines: DemoOrderLine[]): Promise<VariantLine[]> {
  const named = lines.flatMap((line) => (line.variantId === undefined ? [] : [line.variantId]))
  const unnamed = lines.flatMap((line) => (line.variantId === undefined ? [line.productId] : []))
  const rows = await tx
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      optionValues: productVariants.optionValues,
    })
    .from(productVariants)
    .where(
      or(
        named.length ? inArray(productVariants.id, named) : undefined,
        unnamed.length
          ? and(inArray(productVariants.productId, unnamed), isNull(productVariants.retiredAt))
          : undefined,
      ),
    )
    .orderBy(asc(productVariants.position), asc(productVariants.id))
  return lines.map((line) => {
    const variant = rows.find((row) =>
      line.variantId === undefined ? row.productId === line.productId : row.id === line.variantId,
    )
    if (!variant) throw new Error(`no variant of '${line.productName}' for a demo order`)
    return { ...line, variantId: variant.id, optionValues: variant.optionValues }
  })
}

/** Takes a PENDING order's quantities off the shelf, per variant, as checkout does. */
async function reserve(tx: Tx, lines: VariantLine[]) {
  for (const line of lines) {
    const [updated] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
      .where(and(eq(productVariants.id, line.variantId), gte(productVariants.stock, line.quantity)))
      .returning({ id: productVariants.id })
    if (!updated) throw new Error(`not enough stock of '${line.productName}' for a demo order`)
  }
}

/**
 * Starts the payment of each PENDING demo order through the provider, the way 'Complete payment'
 * does, so its popup opens with a token the provider knows. A provider that cannot be reached
 * leaves the order payable: the next PATCH of the order starts another attempt.
 */
export async function startDemoPayments(
  deps: Pick<OrderDeps, 'db' | 'provider'>,
  orderIds: number[],
): Promise<void> {
  for (const orderId of orderIds) {
    try {
      await newAttempt(deps, orderId)
    } catch (error) {
      if (!(error instanceof HttpError)) throw error
    }
  }
}
