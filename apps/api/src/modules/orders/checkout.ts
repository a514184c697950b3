import { mailOrderPlaced, mailStoreOrder, type MailLinks } from '../notifications/index.ts'
import type { StoreAddress } from '@pasar/shared'
import { numberedRows } from '../../db/prepared-query.ts'
import type { Db } from '../../db/client.ts'
import { conflict } from '../../lib/http-error.ts'
import { assertNoProblem, OWN_STORE } from '../cart/problems.ts'
import { lockCartLines, removeOrderedLines } from '../cart/service.ts'
import { EMPTY_CART, NOT_IN_CART } from '../shipping/index.ts'
import { storeNameIn } from '../stores/index.ts'
import {
  insertAttempt,
  insertLines,
  insertOrder,
  insertStoreOrders,
  takeStock,
} from './checkout-statements.ts'
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
    const { userId } = input
    const wanted = input.productIds ? [...new Set(input.productIds)] : undefined
    // One read: the lines, their products locked in id order (so two checkouts never wait on
    // each other crosswise), what the checks need, and the buyer.
    const cart = await lockCartLines(tx, userId, wanted)
    if (wanted && cart.length < wanted.length) {
      throw conflict(NOT_IN_CART)
    }
    if (!cart[0]) throw conflict(EMPTY_CART)
    const ids = cart.map((line) => line.productId)

    // Every line is checked before any stock moves; the first problem answers 409 and the
    // transaction changes nothing (docs/decisions/0502-cart-problems-own-store-and-reorder.md).
    const lines = cart.map(({ productId, buyer: _buyer, ...line }) => {
      if (line.ownerId === userId) throw conflict(OWN_STORE)
      assertNoProblem(line, line.quantity)
      return { ...line, id: productId }
    })
    const now = new Date()
    for (const line of lines) {
      // The rows are locked, so the checks above hold; the guard keeps stock >= 0 regardless.
      const [updated] = await takeStock(tx).execute({
        id: line.id,
        quantity: line.quantity,
        now,
      })
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
    const [order] = await insertOrder(tx).execute({
      userId,
      totalPrice,
      itemsTotal,
      shippingTotal,
      address: input.address,
      paymentDeadline: new Date(now.getTime() + input.paymentTtlMs),
    })
    if (!order) throw new Error('order not created')
    const parts = await insertStoreOrders(tx, input.shipments.length).execute({
      orderId: order.id,
      ...numberedRows(
        input.shipments.map((shipment) => ({
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
      ),
    })
    const partOf = new Map(parts.map((part) => [part.storeId, part.id]))
    const items = await insertLines(tx, lines.length).execute({
      orderId: order.id,
      ...numberedRows(
        lines.map((line) => ({
          productId: line.id,
          storeId: line.storeId,
          storeOrderId: partOf.get(line.storeId),
          productName: line.name,
          price: line.price,
          quantity: line.quantity,
        })),
      ),
    })
    const [attempt] = await insertAttempt(tx).execute({
      orderId: order.id,
      provider: input.provider,
      providerOrderId: providerOrderIdFor(order.id, 1),
      grossAmount: totalPrice,
    })
    if (!attempt) throw new Error('payment attempt not created')
    await removeOrderedLines(tx, userId, ids)
    const { buyer } = cart[0]
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
