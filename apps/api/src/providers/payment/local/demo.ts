import { randomUUID } from 'node:crypto'
import type { Db, Tx } from '../../../db/client.ts'
import type { PaymentItem } from '../port.ts'
import { insertRefund, insertTransaction } from './transactions.ts'

/** A payment the demo seed wrote as settled, with the refunds it wrote as paid out. */
export interface SettledDemoPayment {
  providerOrderId: string
  grossAmount: number
  items: PaymentItem[]
  createdAt: Date
  refunds: { refundKey: string; amount: number; reason: string; at: Date }[]
}

/**
 * Records at the local twin a payment the demo seed wrote straight into the shop's tables
 * (docs/decisions/0703): a settled transaction, then its refunds, so a seller canceling a seeded
 * paid order is refunded by the twin, and a refund the seed marked DONE is one the twin knows.
 * Inside the seed's transaction; a transaction the twin already has is left as it is.
 */
export async function recordSettledDemoPayment(
  db: Db | Tx,
  payment: SettledDemoPayment,
): Promise<void> {
  const refunded = payment.refunds.reduce((total, refund) => total + refund.amount, 0)
  if (refunded > payment.grossAmount) throw new Error('a demo payment refunds more than it took')
  const transaction = await insertTransaction(db, {
    token: randomUUID(),
    providerOrderId: payment.providerOrderId,
    transactionId: randomUUID(),
    grossAmount: payment.grossAmount,
    items: payment.items.map(({ merchantName, ...item }) => ({
      ...item,
      merchant_name: merchantName,
    })),
    expiresAt: payment.createdAt,
    createdAt: payment.createdAt,
    status:
      refunded === 0
        ? { transactionStatus: 'settlement', statusCode: '200', fraudStatus: 'accept' }
        : {
            transactionStatus: refunded === payment.grossAmount ? 'refund' : 'partial_refund',
            statusCode: '200',
            fraudStatus: null,
          },
  })
  if (!transaction) return
  for (const refund of payment.refunds)
    await insertRefund(db, { providerOrderId: payment.providerOrderId, ...refund })
}
