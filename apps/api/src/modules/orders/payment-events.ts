import type { OrderStatus } from '@pasar/shared'
import { eq } from 'drizzle-orm'
import { paymentAttempts } from '../../db/schema/index.ts'
import { badRequest, notFound } from '../../lib/http-error.ts'
import type { PaymentState, PaymentStatus } from '../../providers/payment/port.ts'
import { applyPaymentStatus } from './payment-state.ts'
import { confirmRefunds, sendRefund, type RefundDeps } from '../refunds/index.ts'

/** The port's neutral payment status → the order's; 'refunded' changes no order status. */
const ORDER_STATUS_OF: Record<PaymentStatus, OrderStatus | undefined> = {
  pending: 'PENDING',
  paid: 'PAID',
  failed: 'FAILED',
  expired: 'EXPIRED',
  canceled: 'CANCELED',
  refunded: undefined,
}

/** What applying a payment event needs: refunds' deps and how long a seller has to ship. */
export interface PaymentEventDeps extends RefundDeps {
  /** `SHIP_WITHIN`: a paid store order's ship-by is the payment time plus this. */
  shipWithinMs: number
}

/**
 * Applies what the provider says about a payment attempt (a checked notification, or a status
 * answer): unknown attempt → 404, an amount that is not the attempt's → 400, nothing changed.
 * A payment for an order that already ended is refunded in full here (docs/decisions/0702).
 */
export async function applyPaymentEvent(deps: PaymentEventDeps, payment: PaymentState) {
  const [attempt] = await deps.db
    .select({ grossAmount: paymentAttempts.grossAmount })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.providerOrderId, payment.providerOrderId))
  if (!attempt) throw notFound('Unknown order')
  if (payment.amount !== attempt.grossAmount) {
    throw badRequest('Gross amount does not match the order')
  }
  // Refunds the provider reports are recorded against ours; they never change the order's status.
  if (payment.refunds) await confirmRefunds(deps.db, payment.providerOrderId, payment.refunds)
  const next = payment.status && ORDER_STATUS_OF[payment.status]
  if (!next) return { applied: false }
  const result = await applyPaymentStatus(deps.db, payment.providerOrderId, next, {
    shipWithinMs: deps.shipWithinMs,
    links: deps.links,
    instructions: payment.instructions,
  })
  if (result?.refundId !== undefined) await sendRefund(deps, result.refundId)
  return { applied: result?.changed ?? false }
}
