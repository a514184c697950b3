/**
 * What other modules may use of orders, the buyer's order and its payment state: what checkout
 * needs to answer and to start the payment, the payment events, and what the operator console
 * asks (docs/decisions/1010-operator-order-lookup.md).
 */
export {
  orderForAdmin,
  paidOrdersByDay,
  searchOrdersForAdmin,
  type OrderForAdmin,
} from './admin-lookup.ts'
export { applyPaymentEvent, type PaymentEventDeps } from './payment-events.ts'
export { paymentItems, paymentItemsOf, type Payer } from './payment-items.ts'
export { expireOverdueOrders, isFinal } from './payment-state.ts'
export { orderView, paymentView, providerOrderIdFor } from './repository.ts'
export { abandonAttempt, PaymentNotStarted, requestPayment, type OrderDeps } from './service.ts'
export { insertDemoOrders, startDemoPayments, type DemoDiscounts } from './demo-orders.ts'
export { orderDepsOf } from './deps.ts'
export { orderErrors, orderRoutes } from './routes.ts'
