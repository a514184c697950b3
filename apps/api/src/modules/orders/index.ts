/**
 * What other modules may use of the orders module: what the operator console asks of orders and
 * refunds (docs/decisions/0993).
 */
export { paidOrdersByDay, refundsForAdmin, settleRefund } from './admin.ts'
