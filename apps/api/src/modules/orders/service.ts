import type { Order, OrderStage, OrderStatus, OrderStatusFilter } from '@pasar/shared'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { orders, paymentAttempts } from '../../db/schema/index.ts'
import { conflict, HttpError, notFound } from '../../lib/http-error.ts'
import { paged } from '../../lib/pagination.ts'
import { ProviderError } from '../../providers/payment/port.ts'
import type { ShippingDeps } from '../shipping/index.ts'
import { payerOf, type Payer } from './payment-items.ts'
import { applyPaymentEvent } from './payment-events.ts'
import { cancelUnpaidStoreOrders } from '../fulfilment/index.ts'
import { isFinal } from './payment-state.ts'
import { releaseUses } from '../vouchers/index.ts'
import type { PaymentEventDeps } from './payment-events.ts'
import { orderRefunds } from '../refunds/index.ts'
import {
  countAttempts,
  countStages,
  findOrder,
  latestAttempt,
  listOrders,
  providerOrderIdFor,
  releaseStock,
  setAttemptToken,
  toOrders,
  type AttemptRow,
  type OrderRow,
} from './repository.ts'

/**
 * Orders reach the payment provider only through its port (docs/decisions/0701); checkout quotes
 * shipping through the shipping module (docs/decisions/0851-checkout.md) with the same deps.
 */
export interface OrderDeps extends PaymentEventDeps, Omit<ShippingDeps, 'db'> {
  paymentTtlMs: number
}

const providerUnavailable = (message: string) => new HttpError(502, message)

const FILTER_STATUSES: Record<OrderStatusFilter, OrderStatus[]> = {
  paid: ['PAID'],
  pending: ['PENDING'],
  // 'Canceled' gathers every order that ended unpaid (ADR 0402).
  canceled: ['CANCELED', 'EXPIRED', 'FAILED'],
}

async function ownOrder(db: Db, userId: number, orderId: number): Promise<OrderRow> {
  const order = await findOrder(db, orderId)
  // Someone else's order is not found, as is their address (docs/decisions/0851-checkout.md).
  if (!order || order.userId !== userId) throw notFound('Order not found')
  return order
}

async function view(db: Db, orderId: number): Promise<Order> {
  const order = await findOrder(db, orderId)
  if (!order) throw notFound('Order not found')
  const [result] = await toOrders(db, [order])
  if (!result) throw notFound('Order not found')
  return result
}

/** What starting a payment needs: the database and the provider. */
export type PaymentStartDeps = Pick<OrderDeps, 'db' | 'provider'>

/** The provider could not start the payment: answered 502, the attempt is abandoned. */
export class PaymentNotStarted extends HttpError {
  constructor() {
    super(502, 'The payment could not be started. Please try again from your orders.')
  }
}

/**
 * Asks the provider for a token for the attempt (after the database work is committed) and keeps
 * it on the attempt. A provider that fails answers PaymentNotStarted.
 */
export async function requestPayment(
  deps: PaymentStartDeps,
  order: OrderRow,
  attempt: AttemptRow,
  payer: Payer,
) {
  let answer
  try {
    answer = await deps.provider.createTransaction({
      providerOrderId: attempt.providerOrderId,
      grossAmount: attempt.grossAmount,
      items: payer.items,
      customer: payer.customer,
      expiresAt: order.paymentDeadline,
    })
  } catch (error) {
    if (error instanceof ProviderError) throw new PaymentNotStarted()
    throw error
  }
  const { token, redirectUrl } = answer
  await setAttemptToken(deps.db, attempt.id, { token, redirectUrl })
  return { token, redirectUrl }
}

/**
 * An attempt the provider would not start is FAILED. The order keeps its reservation; 'Complete
 * payment' starts a new attempt (ADR 0401).
 */
export async function abandonAttempt(db: Db, attemptId: number) {
  await db
    .update(paymentAttempts)
    .set({ status: 'FAILED', updatedAt: new Date() })
    .where(eq(paymentAttempts.id, attemptId))
}

async function startAttempt(
  deps: PaymentStartDeps,
  order: OrderRow,
  attempt: AttemptRow,
  payer: Payer,
) {
  try {
    return await requestPayment(deps, order, attempt, payer)
  } catch (error) {
    if (error instanceof PaymentNotStarted) await abandonAttempt(deps.db, attempt.id)
    throw error
  }
}

/**
 * The buyer's orders, newest first, by payment status and/or stage (docs/decisions/1004), with
 * how many orders each stage lists.
 */
export async function listUserOrders(
  deps: OrderDeps,
  userId: number,
  query: {
    status: OrderStatusFilter[]
    stage?: OrderStage | undefined
    page: number
    limit: number
  },
) {
  const statuses = query.status.flatMap((filter) => FILTER_STATUSES[filter])
  const filter = { statuses, stage: query.stage }
  const [{ rows, total }, counts] = await Promise.all([
    listOrders(deps.db, userId, filter, query.page, query.limit),
    countStages(deps.db, userId),
  ])
  return { ...paged(await toOrders(deps.db, rows), query.page, query.limit, total), counts }
}

export async function getUserOrder(deps: OrderDeps, userId: number, orderId: number) {
  await ownOrder(deps.db, userId, orderId)
  return view(deps.db, orderId)
}

/** Applies a status answer from the provider through the same code as a notification. */
async function applyProviderAnswer(deps: OrderDeps, attempt: AttemptRow) {
  let answer
  try {
    answer = await deps.provider.getStatus(attempt.providerOrderId)
  } catch (error) {
    if (error instanceof ProviderError) {
      throw providerUnavailable('The payment provider is unavailable. Please try again later.')
    }
    throw error
  }
  if (!answer || answer.providerOrderId !== attempt.providerOrderId) return
  if (answer.amount !== attempt.grossAmount) return
  await applyPaymentEvent(deps, answer)
}

/**
 * A new attempt for a PENDING order that has none or whose latest one cannot be paid any more
 * (also how the demo seed starts its PENDING order's payment, docs/decisions/0900-demo-orders.md).
 */
export async function newAttempt(deps: PaymentStartDeps, orderId: number) {
  const created = await deps.db.transaction(async (tx) => {
    const order = await findOrder(tx, orderId, true)
    if (!order || order.status !== 'PENDING' || order.paymentDeadline <= new Date()) return
    const latest = await latestAttempt(tx, orderId)
    if (latest?.token && !isFinal(latest.status as OrderStatus)) return
    const number = (await countAttempts(tx, orderId)) + 1
    const [attempt] = await tx
      .insert(paymentAttempts)
      .values({
        orderId,
        provider: deps.provider.name,
        providerOrderId: providerOrderIdFor(orderId, number),
        grossAmount: order.totalPrice,
      })
      .returning()
    return attempt && { order, attempt }
  })
  if (created) {
    const { order, attempt } = created
    await startAttempt(deps, order, attempt, await payerOf(deps.db, order))
  }
}

/**
 * PATCH: asks the provider for the latest attempt's status, applies it, and returns the order.
 * A canceled or expired order without a refund is asked too: a payment that came in late is
 * refunded (docs/decisions/0702).
 */
export async function refreshOrder(deps: OrderDeps, userId: number, orderId: number) {
  const order = await ownOrder(deps.db, userId, orderId)
  if (order.status === 'PENDING') {
    const attempt = await latestAttempt(deps.db, orderId)
    if (attempt?.token && !isFinal(attempt.status as OrderStatus)) {
      await applyProviderAnswer(deps, attempt)
    }
    await newAttempt(deps, orderId)
  } else if (order.status === 'CANCELED' || order.status === 'EXPIRED') {
    const refunded = (await orderRefunds(deps.db, [orderId])).has(orderId)
    const attempt = await latestAttempt(deps.db, orderId)
    if (attempt?.token && !refunded) await applyProviderAnswer(deps, attempt)
  }
  return view(deps.db, orderId)
}

/** The buyer cancels their own PENDING order: at the provider first, then here. */
export async function cancelOrder(deps: OrderDeps, userId: number, orderId: number) {
  const order = await ownOrder(deps.db, userId, orderId)
  if (order.status !== 'PENDING') throw conflict('Only pending orders can be canceled.')
  const attempt = await latestAttempt(deps.db, orderId)
  if (attempt?.token && !isFinal(attempt.status as OrderStatus)) {
    try {
      await deps.provider.cancel(attempt.providerOrderId)
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error
      throw providerUnavailable(
        'The payment provider could not cancel this payment. Please try again later.',
      )
    }
  }
  await deps.db.transaction(async (tx) => {
    const locked = await findOrder(tx, orderId, true)
    // The provider's own cancel notification may have been applied meanwhile.
    if (locked?.status === 'CANCELED') return
    if (!locked || locked.status !== 'PENDING') {
      throw conflict('Only pending orders can be canceled.')
    }
    await tx
      .update(paymentAttempts)
      .set({ status: 'CANCELED', updatedAt: new Date() })
      .where(and(eq(paymentAttempts.orderId, orderId), sql`${paymentAttempts.status} = 'PENDING'`))
    await tx
      .update(orders)
      .set({ status: 'CANCELED', updatedAt: new Date() })
      .where(eq(orders.id, orderId))
    await releaseStock(tx, locked)
    await releaseUses(tx, [orderId])
    await cancelUnpaidStoreOrders(tx, orderId, 'CANCELED', new Date(), deps.links)
  })
  return view(deps.db, orderId)
}
