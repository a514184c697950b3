/**
 * What other modules may use of the orders module: what the operator console asks of orders and
 * refunds (docs/decisions/0993, 1010), and the proceeds a store's open orders hold (payouts).
 */
export { pendingProceeds } from './pending-proceeds.ts'
export { paidOrdersByDay, refundsForAdmin, settleRefund } from './admin.ts'
export { orderForAdmin, searchOrdersForAdmin, type OrderForAdmin } from './admin-lookup.ts'
