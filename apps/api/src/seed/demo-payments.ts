import { eq } from 'drizzle-orm'
import type { Tx } from '../db/client.ts'
import { paymentAttempts, refunds } from '../db/schema/index.ts'
import { paymentItems } from '../modules/orders/index.ts'
import { recordSettledDemoPayment } from '../providers/payment/local/demo.ts'

/**
 * Tells the local payment twin about the money the demo orders took (docs/decisions/0703): every
 * seeded attempt that was paid (PAID orders, and the canceled one paid late) becomes a settled
 * twin transaction with the refunds the seed marked DONE. In the seed's transaction, after
 * insertDemoOrders; the PENDING orders' payments reach the twin through the provider instead.
 */
export async function recordDemoPaymentsAtTwin(tx: Tx): Promise<void> {
  const [attempts, paidOut] = await Promise.all([
    tx.select().from(paymentAttempts),
    tx.select().from(refunds).where(eq(refunds.status, 'DONE')),
  ])
  for (const attempt of attempts) {
    const its = paidOut.filter((refund) => refund.providerOrderId === attempt.providerOrderId)
    if (attempt.status !== 'PAID' && its.length === 0) continue
    await recordSettledDemoPayment(tx, {
      providerOrderId: attempt.providerOrderId,
      grossAmount: attempt.grossAmount,
      items: await paymentItems(tx, attempt.orderId),
      createdAt: attempt.createdAt,
      refunds: its.map((refund) => ({
        refundKey: refund.refundKey,
        amount: refund.amount,
        reason: refund.reason,
        at: refund.updatedAt,
      })),
    })
  }
}
