import type { CheckoutQuote, CreateOrderInput, Order } from '@pasar/shared'
import {
  abandonAttempt,
  PaymentNotStarted,
  requestPayment,
  type OrderDeps,
} from '../orders/index.ts'
import { quoteCart } from '../shipping/index.ts'
import { payerOfMade, viewOfMade } from './made-order.ts'
import { quoteView } from './quote-view.ts'
import { quoteSelection, reserveOrder, type MadeOrder } from './reserve.ts'
import { planShipping, type StoreShipment } from './shipping-plan.ts'
import { made, runSteps, type Step } from './steps.ts'

/** Checkout asks what the buyer's orders ask: the database, the provider, shipping quotes. */
export type CheckoutDeps = OrderDeps

/** What checkout's steps read and made, filled in as they run. */
interface Checkout {
  deps: CheckoutDeps
  userId: number
  input: CreateOrderInput
  address?: CreateOrderAddress
  shipments: StoreShipment[]
  made?: MadeOrder
  payment?: { token: string; redirectUrl: string }
}

type CreateOrderAddress = Parameters<typeof reserveOrder>[1]['address']

/**
 * The address must be the buyer's (404); the cart is quoted again through the shipping module
 * and each store's choice must be one the quote offers (409 otherwise). Reads only.
 */
async function quoteShipping(deps: CheckoutDeps, userId: number, input: CreateOrderInput) {
  const { address: chosen, rates } = await quoteCart(deps, userId, input)
  const { id: _id, label: _label, isDefault: _isDefault, ...address } = chosen
  return { address, shipments: planShipping(rates, input.shipping) }
}

/**
 * Checkout (docs/decisions/0851-checkout.md), step by step (docs/architecture.md#checkout). A
 * step that fails has the steps before it compensated, latest first.
 */
const checkout: Step<Checkout>[] = [
  {
    // The address must be the buyer's (404); the cart is quoted again through the shipping module
    // and each store's choice must be one the quote offers (409 otherwise). Reads only: nothing
    // to undo.
    name: 'quote the shipping',
    async run(c) {
      const { address, shipments } = await quoteShipping(c.deps, c.userId, c.input)
      c.address = address
      c.shipments = shipments
    },
  },
  {
    // One transaction reserves the stock and writes the order, its store orders and lines, its
    // first payment attempt and the 'order placed' mail (reserve.ts); a failure inside it rolls
    // all of it back.
    name: 'reserve the order',
    async run(c) {
      c.made = await reserveOrder(c.deps.db, {
        userId: c.userId,
        productIds: c.input.productIds,
        cartItemIds: c.input.cartItemIds,
        address: made(c.address, 'address'),
        shipments: c.shipments,
        vouchers: c.input.vouchers,
        provider: c.deps.provider.name,
        paymentTtlMs: c.deps.paymentTtlMs,
        links: c.deps.links,
      })
    },
    // When the provider will not start the payment, the first attempt is abandoned (FAILED). The
    // order and its reserved stock stay: 'Complete payment' starts a new attempt, and the expiry
    // job returns the stock at the payment deadline (ADR 0401).
    async compensate(c, error) {
      if (error instanceof PaymentNotStarted && c.made) {
        await abandonAttempt(c.deps.db, c.made.attempt.id)
      }
    },
  },
  {
    // After the commit: the provider's token, kept on the attempt. Last, so nothing after it
    // can fail and ask it to be undone.
    name: 'start the payment',
    async run(c) {
      const order = made(c.made, 'order')
      c.payment = await requestPayment(c.deps, order.order, order.attempt, payerOfMade(order))
    },
  },
]

/** Orders the cart; answers the order, told from what checkout wrote, and the payment token. */
export async function createOrder(
  deps: CheckoutDeps,
  userId: number,
  input: CreateOrderInput,
): Promise<{ token: string; redirectUrl: string; data: Order }> {
  const c: Checkout = { deps, userId, input, shipments: [] }
  await runSteps(checkout, c)
  const { token, redirectUrl } = made(c.payment, 'payment')
  return { token, redirectUrl, data: viewOfMade(made(c.made, 'order'), token) }
}

/**
 * POST /api/v1/checkout/quote (docs/decisions/1016-vouchers.md): the order's shipping quote and
 * the order's own read and computation (reserve.ts), writing nothing. A code that cannot be used
 * is reported with its reason, not refused.
 */
export async function quoteCheckout(
  deps: CheckoutDeps,
  userId: number,
  input: CreateOrderInput,
): Promise<CheckoutQuote> {
  const { shipments } = await quoteShipping(deps, userId, input)
  const pricing = await quoteSelection(deps.db, {
    userId,
    productIds: input.productIds,
    cartItemIds: input.cartItemIds,
    shipments,
    vouchers: input.vouchers,
  })
  return quoteView(
    pricing,
    new Map(shipments.map((shipment) => [shipment.storeId, shipment.store])),
  )
}
