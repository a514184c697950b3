// Order-loop, payout and review mail through an outbox (docs/decisions/0870-mail-outbox.md), each in its
// recipient's language (0999).
export { enqueueMail, mailsEnqueued } from './outbox.ts'
export {
  deliverPendingMail,
  RETRY_DELAYS_MS,
  type DeliveryResult,
  type MailDeliveryDeps,
} from './delivery.ts'
export {
  mailCanceled,
  mailHiddenByPasar,
  mailNewOrderToShip,
  mailNewReview,
  mailOrderPlaced,
  mailPaymentReceived,
  mailPayoutDecision,
  mailRefundSent,
  mailShipped,
} from './mails.ts'
export {
  notifyLatePaymentRefunded,
  notifyNewOrderToShip,
  notifyOrderCanceled,
  notifyOrderPaid,
  notifyPaymentReceived,
  notifyShipped,
  notifyStoreOrderCanceled,
} from './notify.ts'
export { mailStoreOrder } from './order-mail-repository.ts'
export { renderPasswordReset, type PasswordResetMail } from './templates/password-reset.ts'
export type * from './types.ts'
