import { z } from 'zod'
import type { PaymentNotification } from '../port.ts'
import { readInstructions } from './instructions.ts'
import { notificationSignature, signatureMatches } from './signature.ts'
import { mapTransactionStatus, parseGrossAmount } from './status.ts'

/** The fields of a Midtrans HTTP notification (or status answer) that the shop reads. */
export const midtransNotificationSchema = z.looseObject({
  order_id: z.string().min(1).max(100),
  status_code: z.string().max(10),
  gross_amount: z.string().max(30),
  signature_key: z.string().max(256),
  transaction_status: z.string().max(50),
  fraud_status: z.string().max(50).optional(),
  /** Midtrans lists the refunds made so far on refund and partial_refund notifications. */
  refunds: z
    .array(z.looseObject({ refund_key: z.string().max(100), refund_amount: z.string().max(30) }))
    .max(100)
    .optional(),
})
export type MidtransNotification = z.infer<typeof midtransNotificationSchema>

/** Checks the signature and translates the notification into the port's words. */
export function readMidtransNotification(
  serverKey: string,
  body: MidtransNotification,
): PaymentNotification {
  const expected = notificationSignature(
    body.order_id,
    body.status_code,
    body.gross_amount,
    serverKey,
  )
  return {
    signatureValid: signatureMatches(expected, body.signature_key),
    payment: {
      providerOrderId: body.order_id,
      status: mapTransactionStatus(body.transaction_status, body.fraud_status),
      amount: parseGrossAmount(body.gross_amount),
      instructions: readInstructions(body),
      ...(body.refunds
        ? {
            refunds: body.refunds.map((refund) => ({
              refundKey: refund.refund_key,
              amount: parseGrossAmount(refund.refund_amount),
            })),
          }
        : {}),
    },
    record: {
      transactionStatus: body.transaction_status,
      statusCode: body.status_code,
      grossAmount: body.gross_amount,
      fraudStatus: body.fraud_status ?? null,
    },
  }
}
