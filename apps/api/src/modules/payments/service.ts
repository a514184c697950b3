import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { paymentAttempts, paymentNotifications } from '../../db/schema/index.ts'
import { badRequest, notFound, unauthorized } from '../../lib/http-error.ts'
import { applyPaymentStatus } from '../orders/payment-state.ts'
import { notificationSignature, signatureMatches } from './signature.ts'
import { mapTransactionStatus, parseGrossAmount } from './status-mapping.ts'

export interface MidtransNotification {
  order_id: string
  status_code: string
  gross_amount: string
  signature_key: string
  transaction_status: string
  fraud_status?: string | undefined
  [key: string]: unknown
}

/**
 * Handles a Midtrans HTTP notification: every one is recorded; a bad signature (401) or an
 * amount that is not the attempt's (400) changes nothing; otherwise the mapped status goes
 * through the same code as the status call.
 */
export async function handleNotification(db: Db, serverKey: string, body: MidtransNotification) {
  const expected = notificationSignature(
    body.order_id,
    body.status_code,
    body.gross_amount,
    serverKey,
  )
  const signatureValid = signatureMatches(expected, body.signature_key)
  await db.insert(paymentNotifications).values({
    providerOrderId: body.order_id,
    transactionStatus: body.transaction_status,
    statusCode: body.status_code,
    grossAmount: body.gross_amount,
    fraudStatus: body.fraud_status ?? null,
    signatureValid,
    payload: body,
  })
  if (!signatureValid) throw unauthorized('Invalid signature')

  const [attempt] = await db
    .select({ grossAmount: paymentAttempts.grossAmount })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.providerOrderId, body.order_id))
  if (!attempt) throw notFound('Unknown order')
  if (parseGrossAmount(body.gross_amount) !== attempt.grossAmount) {
    throw badRequest('Gross amount does not match the order')
  }
  const next = mapTransactionStatus(body.transaction_status, body.fraud_status)
  if (!next) return { applied: false }
  const result = await applyPaymentStatus(db, body.order_id, next)
  return { applied: result?.changed ?? false }
}
