import type { Db } from '../../db/client.ts'
import { paymentNotifications } from '../../db/schema/index.ts'
import type { PaymentNotification } from '../../providers/payment/port.ts'

/** What the payments module's service uses (docs/architecture.md#api-layers). */
export interface PaymentDeps {
  db: Db
}

/** Every notification is kept, valid or not, before anything else is decided. */
export async function recordNotification(
  { db }: PaymentDeps,
  notification: PaymentNotification,
  payload: unknown,
) {
  await db.insert(paymentNotifications).values({
    providerOrderId: notification.payment.providerOrderId,
    ...notification.record,
    signatureValid: notification.signatureValid,
    payload,
  })
}
