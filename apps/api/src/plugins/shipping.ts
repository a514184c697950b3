import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createShippingProvider } from '../providers/shipping/index.ts'
import type { ShippingProvider } from '../providers/shipping/port.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The shipping provider: real Biteship or the local twin (providers/shipping/index.ts). */
    shipping: ShippingProvider
  }
}

/** app.shipping: courier rates and tracking (docs/decisions/0801). */
export const shippingPlugin = fp(async function shipping(app: FastifyInstance) {
  app.decorate('shipping', await createShippingProvider(app))
})
