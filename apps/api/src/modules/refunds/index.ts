/**
 * What other modules may use of refunds: recording a refund where an order or a store order
 * needs one, sending and confirming it with the provider, and what the operator console asks
 * (docs/decisions/0993-refunds-settled-by-hand.md).
 */
export { refundDepsOf } from './deps.ts'
export { refundsForAdmin, refundsOfOrder, settleRefund } from './admin.ts'
export {
  confirmRefunds,
  orderRefunds,
  recordExtraPaymentRefund,
  recordLatePaymentRefund,
  recordStoreOrderRefund,
  refundViewStatus,
  retryPendingRefunds,
  sendRefund,
  storeOrderPaid,
  type RefundDeps,
} from './service.ts'
