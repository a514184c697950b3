/**
 * What other modules may use of fulfilment, the store orders from payment to the buyer's door:
 * their view inside the buyer's order, opening or canceling them when the order's payment
 * settles, stock put back, the seller dashboard's and payouts' counts, the jobs and the demo data.
 */
export { cancelUnpaidStoreOrders, openPaidStoreOrders } from './on-payment.ts'
export { pendingProceeds } from './pending-proceeds.ts'
export { restockLines } from './repository.ts'
export { storeOrdersOf, storeOrderView, toOrderItem } from './store-order-view.ts'
export { storesToShip } from './to-ship.ts'
export { cancelOverdue, completeDelivered } from './service.ts'
export { refreshTracking } from './tracking.ts'
export {
  bookDemoSales,
  demoShippingPrice,
  insertDemoStoreOrders,
  type DemoFulfilment,
  type DemoParcel,
} from './demo-store-orders.ts'
export { sellerOrderRoutes } from './routes.ts'
export { storeOrderRoutes } from './buyer-routes.ts'
