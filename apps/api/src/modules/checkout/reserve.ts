import { mailOrderPlaced, mailStoreOrder, type MailLinks } from '../notifications/index.ts'
import { variantLabelOf, type StoreAddress } from '@pasar/shared'
import { numberedRows } from '../../db/prepared-query.ts'
import type { Db, Tx } from '../../db/client.ts'
import { conflict } from '../../lib/http-error.ts'
import { assertNoProblem, OWN_STORE } from '../cart/problems.ts'
import {
  assertStillOnSale,
  nameOfLine,
  readOrderLines,
  removeOrderedLines,
  type CartSelection,
} from '../cart/service.ts'
import { providerOrderIdFor } from '../orders/index.ts'
import { EMPTY_CART, NOT_IN_CART } from '../shipping/index.ts'
import { storeNameIn } from '../stores/index.ts'
import {
  claimUses,
  firstRefusal,
  offersOfStores,
  priceVouchers,
  vouchersOfCodes,
  type Pricing,
} from '../vouchers/index.ts'
import {
  insertAttempt,
  insertLines,
  insertOrder,
  insertStoreOrders,
  lockVariants,
  takeStock,
} from './repository.ts'
import { CART_CHANGED, type StoreShipment } from './shipping-plan.ts'
import { made, runSteps, type Step } from './steps.ts'

/** What the order and the quote read and price: the buyer's selection, shipping and codes. */
export interface SelectionInput {
  userId: number
  /** The selection: every line of these products, and these lines; absent, the whole cart. */
  productIds?: number[] | undefined
  cartItemIds?: number[] | undefined
  /** One per store of the lines, priced by the server's quote (shipping-plan.ts). */
  shipments: StoreShipment[]
  /** Voucher codes to apply (docs/decisions/1016-vouchers.md). */
  vouchers?: string[] | undefined
}

export interface ReserveInput extends SelectionInput {
  /** Where the order goes: copied into the order, kept when the address book changes. */
  address: StoreAddress
  provider: string
  paymentTtlMs: number
  /** The 'order placed' mail is enqueued in the same transaction. */
  links: MailLinks
}

type Rows<T extends (...args: never[]) => { execute: (...args: never[]) => Promise<unknown[]> }> =
  Awaited<ReturnType<ReturnType<T>['execute']>>
type CartLine = Awaited<ReturnType<typeof readOrderLines>>[number]
type Line = Omit<CartLine, 'productId' | 'buyer'> & { id: number; variantLabel: string | null }

/** The selection asked for, each id once; undefined for the whole cart. */
function selectionOf(input: SelectionInput): CartSelection | undefined {
  if (!input.productIds && !input.cartItemIds) return undefined
  return {
    productIds: [...new Set(input.productIds ?? [])],
    cartItemIds: [...new Set(input.cartItemIds ?? [])],
  }
}

/** Whether the lines read hold every product and every line the selection names. */
function coversSelection(lines: CartLine[], selection: CartSelection) {
  const products = new Set(lines.map((line) => line.productId))
  const ids = new Set(lines.map((line) => line.cartItemId))
  return (
    (selection.productIds ?? []).every((id) => products.has(id)) &&
    (selection.cartItemIds ?? []).every((id) => ids.has(id))
  )
}

/** The lines in runs of one product each (the lines come in product id order). */
function byProduct(lines: Line[]): Line[][] {
  const runs: Line[][] = []
  for (const line of lines) {
    const run = runs.at(-1)
    if (run?.[0]?.id === line.id) run.push(line)
    else runs.push([line])
  }
  return runs
}

/** What the reading steps read and priced, filled in as they run. */
interface Reading {
  tx: Tx
  input: SelectionInput
  /** When the selection was priced: the vouchers' windows and the order's clock start then. */
  now?: Date
  cart: CartLine[]
  lines: Line[]
  /** The discounts, computed from the lines read (docs/decisions/1016-vouchers.md). */
  pricing?: Pricing
  /** The quote lists each store's active vouchers too; the order does not need them. */
  withOffers: boolean
}

/** What the reservation's steps read and wrote, filled in as they run. */
interface Reservation extends Reading {
  input: ReserveInput
  storeOf: Map<number, StoreShipment['store']>
  order?: Rows<typeof insertOrder>[number]
  parts: Rows<typeof insertStoreOrders>
  items: Rows<typeof insertLines>
  attempt?: Rows<typeof insertAttempt>[number]
}

/** Each store's items total among the lines. */
const itemsOfStore = (lines: Line[], storeId: number) =>
  lines
    .filter((line) => line.storeId === storeId)
    .reduce((sum, line) => sum + line.price * line.quantity, 0)

/**
 * What the order and the quote both read and compute, writing nothing: the quote runs these steps
 * alone (`quoteSelection`), the order runs them first (`reservation`), so both price the same way.
 */
const reading: Step<Reading>[] = [
  {
    // The lines with their variants and products, the buyer, and what the checks need, in one
    // read. Nothing is locked yet: the stock is taken last (below). Undo: nothing to undo.
    name: 'read the cart',
    async run(r) {
      const selection = selectionOf(r.input)
      r.cart = await readOrderLines(r.tx, r.input.userId, selection)
      if (selection && !coversSelection(r.cart, selection)) throw conflict(NOT_IN_CART)
      if (!r.cart[0]) throw conflict(EMPTY_CART)
    },
  },
  {
    // Every line is checked before any stock moves; the first problem answers 409
    // (docs/decisions/0502-cart-problems-own-store-and-reorder.md). Writes nothing.
    name: 'check the lines',
    run(r) {
      r.lines = r.cart.map(({ productId, buyer: _buyer, ...line }) => {
        if (line.ownerId === r.input.userId) throw conflict(OWN_STORE)
        assertNoProblem({ ...line, name: nameOfLine(line) }, line.quantity)
        return { ...line, id: productId, variantLabel: variantLabelOf(line.optionValues) }
      })
    },
  },
  {
    // The cart was quoted just before; a line of a store that was not quoted (or a quoted store
    // left without lines) means it changed meanwhile, and the quote no longer fits. Writes nothing.
    name: 'match the quote',
    run({ input, lines }) {
      const shipped = new Set(input.shipments.map((shipment) => shipment.storeId))
      const lineStores = new Set(lines.map((line) => line.storeId))
      if (lineStores.size !== shipped.size || [...lineStores].some((id) => !shipped.has(id))) {
        throw conflict(CART_CHANGED)
      }
    },
  },
  {
    // The vouchers the codes name, read with the buyer's uses (not locked: the claim checks again
    // under the voucher's lock), and the one computation of the discounts (vouchers/pricing.ts)
    // on the lines just read, never on an earlier quote. Writes nothing.
    name: 'price the vouchers',
    async run(r) {
      const { tx, input, lines } = r
      r.now = new Date()
      const stores = input.shipments.map((shipment) => ({
        storeId: shipment.storeId,
        itemsTotal: itemsOfStore(lines, shipment.storeId),
        shippingTotal: shipment.price,
      }))
      const storeIds = stores.map((store) => store.storeId)
      const codes = input.vouchers ?? []
      const vouchers = await vouchersOfCodes(tx, { userId: input.userId, storeIds, codes })
      const offers = r.withOffers
        ? await offersOfStores(tx, { userId: input.userId, storeIds, now: r.now })
        : undefined
      r.pricing = priceVouchers({ stores, codes, vouchers, offers, now: r.now })
    },
  },
]

/**
 * The reservation, in ONE transaction: a step that fails rolls back every step before it, so
 * none of them needs a compensation of its own. What the rollback undoes is said per step.
 */
const reservation: Step<Reservation>[] = [
  ...reading,
  {
    // The order refuses a code the quote would report as not applied: 409 with the first reason,
    // before anything is written. Writes nothing.
    name: 'refuse an unusable voucher',
    run(r) {
      const refusal = firstRefusal(made(r.pricing, 'pricing'))
      if (refusal) throw conflict(refusal)
    },
  },
  {
    // `totalPrice = itemsTotal + shippingTotal − discountTotal` (docs/decisions/0851-checkout.md,
    // 1016-vouchers.md); the order holds one store order per store (AWAITING_PAYMENT, with its
    // quoted shipping and its discounts) and its lines name their store order. Undo: the order,
    // its store orders and lines are gone.
    name: 'write the order',
    async run(r) {
      const { tx, input, lines } = r
      const pricing = made(r.pricing, 'pricing')
      const [order] = await insertOrder(tx).execute({
        userId: input.userId,
        totalPrice: pricing.totalPrice,
        itemsTotal: pricing.itemsTotal,
        shippingTotal: pricing.shippingTotal,
        discountTotal: pricing.discountTotal,
        address: input.address,
        paymentDeadline: new Date(made(r.now, 'clock').getTime() + input.paymentTtlMs),
      })
      r.order = made(order, 'order')
      r.parts = await insertStoreOrders(tx, input.shipments.length).execute({
        orderId: r.order.id,
        ...numberedRows(
          input.shipments.map((shipment, index) => ({
            storeId: shipment.storeId,
            itemsTotal: itemsOfStore(lines, shipment.storeId),
            storeDiscount: pricing.stores[index]?.discount.store ?? 0,
            platformDiscount: pricing.stores[index]?.discount.platform ?? 0,
            courierCode: shipment.courierCode,
            courierName: shipment.courierName,
            serviceCode: shipment.serviceCode,
            serviceName: shipment.serviceName,
            shippingPrice: shipment.price,
            etd: shipment.etd,
          })),
        ),
      })
      const partOf = new Map(r.parts.map((part) => [part.storeId, part.id]))
      r.items = await insertLines(tx, lines.length).execute({
        orderId: r.order.id,
        ...numberedRows(
          lines.map((line) => ({
            productId: line.id,
            storeId: line.storeId,
            storeOrderId: partOf.get(line.storeId),
            productName: line.name,
            variantId: line.variantId,
            variantLabel: line.variantLabel,
            price: line.price,
            quantity: line.quantity,
          })),
        ),
      })
    },
  },
  {
    // The provider is called after the commit (checkout's 'start the payment'). Undo: gone.
    name: 'record the first payment attempt',
    async run(r) {
      const order = made(r.order, 'order')
      const [attempt] = await insertAttempt(r.tx).execute({
        orderId: order.id,
        provider: r.input.provider,
        providerOrderId: providerOrderIdFor(order.id, 1),
        grossAmount: made(r.pricing, 'pricing').totalPrice,
      })
      r.attempt = made(attempt, 'payment attempt')
    },
  },
  {
    // Ordered items leave the cart. Undo: they are back in the cart.
    name: 'empty the cart',
    async run({ tx, input, lines }) {
      await removeOrderedLines(
        tx,
        input.userId,
        lines.map((line) => line.cartItemId),
      )
    },
  },
  {
    // From what the steps wrote (ADR 0974). Undo: the mail leaves the outbox unsent.
    name: "queue the 'order placed' mail",
    async run(r) {
      const order = made(r.order, 'order')
      const { storeOf } = r
      await mailOrderPlaced(r.tx, r.input.links, {
        orderId: order.id,
        buyer: made(r.cart[0], 'cart').buyer,
        storeOrders: r.parts.map((part) =>
          mailStoreOrder(part, storeNameIn(storeOf, part.storeId), r.items),
        ),
        itemsTotal: order.itemsTotal,
        shippingTotal: order.shippingTotal,
        discounts: discountsOf(r.parts, storeOf, made(r.pricing, 'pricing')),
        totalPrice: order.totalPrice,
        paymentDeadline: order.paymentDeadline,
      })
    },
  },
  {
    // Late, so each variant's row and its product's are locked only from here to the commit:
    // one product's buyers queue for that short while, not for the whole reservation. In
    // (product id, variant id) order, a product's variants before the product (as the seller's
    // replacing of the variants locks them), so two checkouts never wait on each other crosswise.
    // The guard takes the stock only where enough remains and the variant is live, on sale at
    // the price the lines were read at; otherwise the variant is read again for the buyer's
    // message. Undo: the stock taken is returned.
    name: 'take the stock',
    async run(r) {
      for (const run of byProduct(r.lines)) {
        if (run.length > 1) {
          await lockVariants(r.tx).execute({ ids: run.map((line) => line.variantId) })
        }
        for (const line of run) {
          const [taken] = await takeStock(r.tx).execute({
            id: line.variantId,
            quantity: line.quantity,
            price: line.price,
            now: made(r.now, 'clock'),
          })
          if (taken) continue
          await assertStillOnSale(r.tx, { ...line, name: nameOfLine(line) })
          throw conflict(CART_CHANGED)
        }
      }
    },
  },
  {
    // Last, after the stock (docs/decisions/1016-vouchers.md): a use of each voucher applied is
    // claimed, vouchers in id order, each row locked from here to the commit, so the buyers of a
    // busy voucher queue only for the claim and the commit; the buyer's uses are counted under
    // that lock, and one that cannot be used is a 409 with its reason. The uses are written
    // with the discount each gave. Undo: the uses and their counts are gone.
    name: 'claim the vouchers',
    async run(r) {
      const order = made(r.order, 'order')
      await claimUses(r.tx, {
        userId: r.input.userId,
        orderId: order.id,
        now: made(r.now, 'clock'),
        applied: made(r.pricing, 'pricing').applied,
        storeOrderOf: new Map(r.parts.map((part) => [part.storeId, part.id])),
      })
    },
  },
]

/**
 * Makes an order of the user's cart (or of the given products in it) in ONE transaction, by the
 * `reservation` steps above: the order is written, then stock is decremented per variant in
 * (product id, variant id) order only where enough remains, and any shortfall aborts everything
 * (docs/product.md#cart-and-checkout).
 * The caller gets the rows written, to answer without reading them back (ADR 0974).
 */
export async function reserveOrder(db: Db, input: ReserveInput) {
  return db.transaction(async (tx) => {
    const r: Reservation = {
      tx,
      input,
      storeOf: new Map(input.shipments.map((shipment) => [shipment.storeId, shipment.store])),
      cart: [],
      lines: [],
      withOffers: false,
      parts: [],
      items: [],
    }
    await runSteps(reservation, r)
    const { parts, items, storeOf } = r
    const buyer = made(r.cart[0], 'cart').buyer
    const order = made(r.order, 'order')
    const attempt = made(r.attempt, 'payment attempt')
    const platformVoucher = platformCodeOf(made(r.pricing, 'pricing'))
    return { order, attempt, buyer, parts, items, storeOf, platformVoucher }
  })
}

/** The discounts the 'order placed' mail lists: each store voucher's, then the platform's. */
function discountsOf(
  parts: Reservation['parts'],
  storeOf: Reservation['storeOf'],
  pricing: Pricing,
) {
  const code = platformCodeOf(pricing)
  const platform = parts.reduce((sum, part) => sum + part.platformDiscount, 0)
  return {
    stores: parts
      .filter((part) => part.storeDiscount > 0)
      .map((part) => ({
        store: storeNameIn(storeOf, part.storeId).name,
        amount: part.storeDiscount,
      })),
    platform: code !== null && platform > 0 ? { code, amount: platform } : null,
  }
}

/** The platform voucher's code when one gave a discount (its provider line names it). */
function platformCodeOf(pricing: Pricing): string | null {
  return pricing.applied.find((use) => use.storeId === null)?.voucher.code ?? null
}

/**
 * The quote (docs/decisions/1016-vouchers.md): the order's reading steps, the same read of the
 * cart and the same computation, in a transaction that writes nothing. A code that cannot be
 * used is reported, not refused.
 */
export async function quoteSelection(db: Db, input: SelectionInput): Promise<Pricing> {
  return db.transaction(async (tx) => {
    const r: Reading = { tx, input, cart: [], lines: [], withOffers: true }
    await runSteps(reading, r)
    return made(r.pricing, 'pricing')
  })
}

/** What `reserveOrder` wrote, for the mail, the provider's item list and the answer. */
export type MadeOrder = Awaited<ReturnType<typeof reserveOrder>>
