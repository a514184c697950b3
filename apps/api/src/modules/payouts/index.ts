/** The payouts module's public face: its routes and what the jobs call. */
export { adminPayoutRoutes } from './admin-routes.ts'
export { payoutNotificationRoutes } from './notification-routes.ts'
export { sellerMoneyRoutes } from './routes.ts'
export { refreshProcessingPayouts } from './service.ts'
export { payoutDepsOf } from './deps.ts'
export { insertDemoPayouts } from './demo.ts'
