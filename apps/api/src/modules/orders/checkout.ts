import { mailOrderPlaced, mailStoreOrder, type MailLinks } from '../notifications/index.ts'
import type { StoreAddress } from '@pasar/shared'
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  cartItems,
  orderItems,
  orders,
  paymentAttempts,
  products,
  storeOrders,
  stores,
  users,
} from '../../db/schema/index.ts'
import { conflict } from '../../lib/http-error.ts'
import { assertNoProblem, OWN_STORE } from '../cart/problems.ts'
import { visibleProduct } from '../catalog/index.ts'
import { EMPTY_CART, NOT_IN_CART } from '../shipping/index.ts'
import { storeNameIn } from '../stores/index.ts'
import { CART_CHANGED, type StoreShipment } from './shipping-plan.ts'

export const providerOrderIdFor = (orderId: number, attempt: number) => `PSR-${orderId}-${attempt}`

export interface ReserveInput {
  userId: number
  productIds?: number[] | undefined
  /** Where the order goes: copied into the order, kept when the address book changes. */
  address: StoreAddress
  /** One per store of the lines, priced by the server's quote (shipping-plan.ts). */
  shipments: StoreShipment[]
  provider: string
  paymentTtlMs: number
  /** The 'order placed' mail is enqueued in the same transaction. */
  links: MailLinks
}

/**
 * Makes an order of the user's cart (or of the given products in it) in ONE transaction: the
 * product rows are locked in id order, stock is decremented only where enough remains, and any
 * shortfall aborts everything (docs/product.md#cart-and-checkout). The order holds one store
 * order per store (AWAITING_PAYMENT, with its quoted shipping) and its lines name their store
 * order; `totalPrice = itemsTotal + shippingTotal` (docs/decisions/0851-checkout.md). Ordered
 * items leave the cart. The first payment attempt is recorded here; the provider is called by the
 * caller, after the commit. The 'order placed' mail is enqueued in the same transaction, from
 * what it wrote; the caller gets those rows too, to answer without reading them back (ADR 0974).
 */
export async function reserveOrder(db: Db, input: ReserveInput) {
  return db.transaction(async (tx) => {
    const wanted = input.productIds ? [...new Set(input.productIds)] : undefined
    const cart = await tx
      .select({ productId: cartItems.productId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(
        and(
          eq(cartItems.userId, input.userId),
          wanted ? inArray(cartItems.productId, wanted) : undefined,
        ),
      )
    if (wanted && cart.length < wanted.length) {
      throw conflict(NOT_IN_CART)
    }
    if (cart.length === 0) throw conflict(EMPTY_CART)
    cart.sort((a, b) => a.productId - b.productId)
    const ids = cart.map((line) => line.productId)

    const locked = await tx
      .select({
        id: products.id,
        name: products.name,
        price: products.price,
        stock: products.stock,
        storeId: products.storeId,
        available: sql<boolean>`(${visibleProduct})`.mapWith(Boolean),
        ownerId: stores.ownerId,
      })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(inArray(products.id, ids))
      .orderBy(asc(products.id))
      .for('update', { of: products })
    const byId = new Map(locked.map((p) => [p.id, p]))

    // Every line is checked before any stock moves; the first problem answers 409 and the
    // transaction changes nothing (docs/decisions/0502-cart-problems-own-store-and-reorder.md).
    const lines = cart.map((line) => {
      const product = byId.get(line.productId)
      if (!product) throw conflict('A product in your cart is no longer available.')
      if (product.ownerId === input.userId) throw conflict(OWN_STORE)
      const { name, stock, available } = product
      assertNoProblem({ name, stock, available }, line.quantity)
      return { ...product, quantity: line.quantity }
    })
    for (const line of lines) {
      // The rows are locked, so the checks above hold; the guard keeps stock >= 0 regardless.
      const [updated] = await tx
        .update(products)
        .set({ stock: sql`${products.stock} - ${line.quantity}`, updatedAt: new Date() })
        .where(and(eq(products.id, line.id), gte(products.stock, line.quantity)))
        .returning({ id: products.id })
      if (!updated) throw conflict(`Only ${line.stock} left of '${line.name}'.`)
    }

    // The cart was quoted just before; a line of a store that was not quoted (or a quoted store
    // left without lines) means it changed meanwhile, and the quote no longer fits.
    const shipped = new Set(input.shipments.map((shipment) => shipment.storeId))
    const lineStores = new Set(lines.map((line) => line.storeId))
    if (lineStores.size !== shipped.size || [...lineStores].some((id) => !shipped.has(id))) {
      throw conflict(CART_CHANGED)
    }

    const itemsTotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0)
    const shippingTotal = input.shipments.reduce((sum, shipment) => sum + shipment.price, 0)
    const totalPrice = itemsTotal + shippingTotal
    const [order] = await tx
      .insert(orders)
      .values({
        userId: input.userId,
        totalPrice,
        itemsTotal,
        shippingTotal,
        address: input.address,
        paymentDeadline: new Date(Date.now() + input.paymentTtlMs),
      })
      .returning()
    if (!order) throw new Error('order not created')
    const parts = await tx
      .insert(storeOrders)
      .values(
        input.shipments.map((shipment) => ({
          orderId: order.id,
          storeId: shipment.storeId,
          itemsTotal: lines
            .filter((line) => line.storeId === shipment.storeId)
            .reduce((sum, line) => sum + line.price * line.quantity, 0),
          courierCode: shipment.courierCode,
          courierName: shipment.courierName,
          serviceCode: shipment.serviceCode,
          serviceName: shipment.serviceName,
          shippingPrice: shipment.price,
          etd: shipment.etd,
        })),
      )
      .returning()
    const partOf = new Map(parts.map((part) => [part.storeId, part.id]))
    const items = await tx
      .insert(orderItems)
      .values(
        lines.map((line) => ({
          orderId: order.id,
          productId: line.id,
          storeId: line.storeId,
          storeOrderId: partOf.get(line.storeId),
          productName: line.name,
          price: line.price,
          quantity: line.quantity,
        })),
      )
      .returning()
    const [attempt] = await tx
      .insert(paymentAttempts)
      .values({
        orderId: order.id,
        provider: input.provider,
        providerOrderId: providerOrderIdFor(order.id, 1),
        grossAmount: totalPrice,
      })
      .returning()
    if (!attempt) throw new Error('payment attempt not created')
    await tx
      .delete(cartItems)
      .where(and(eq(cartItems.userId, input.userId), inArray(cartItems.productId, ids)))
    const [buyer] = await tx
      .select({ id: users.id, name: users.name, email: users.email, language: users.language })
      .from(users)
      .where(eq(users.id, input.userId))
    if (!buyer) throw new Error('buyer not found')
    const storeOf = new Map(input.shipments.map((shipment) => [shipment.storeId, shipment.store]))
    await mailOrderPlaced(tx, input.links, {
      orderId: order.id,
      buyer,
      storeOrders: parts.map((part) =>
        mailStoreOrder(part, storeNameIn(storeOf, part.storeId), items),
      ),
      itemsTotal,
      shippingTotal,
      totalPrice,
      paymentDeadline: order.paymentDeadline,
    })
    return { order, attempt, buyer, parts, items, storeOf }
  })
}

/** What `reserveOrder` wrote, for the mail, the provider's item list and the answer. */
export type MadeOrder = Awaited<ReturnType<typeof reserveOrder>>
