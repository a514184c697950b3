/** Checkout: the cart becomes an order, step by step (docs/architecture.md#checkout). */
export { checkoutRoutes } from './routes.ts'
export { createOrder, type CheckoutDeps } from './service.ts'
