import type { FastifyInstance } from 'fastify'
import { refundDepsOf } from '../refunds/index.ts'
import type { OrderDeps } from './service.ts'

/** The deps of the buyer's orders and of checkout, from the app, read per request. */
export function orderDepsOf(app: FastifyInstance): OrderDeps {
  return {
    ...refundDepsOf(app),
    paymentTtlMs: app.config.orderPaymentTtlMs,
    shipWithinMs: app.config.shipWithinMs,
    shipping: app.shipping,
    couriers: app.config.shipping.couriers,
  }
}
