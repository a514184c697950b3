import { errorBodySchema, shippingRatesResponseSchema, shippingRatesSchema } from '@pasar/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUserId } from '../../plugins/auth.ts'
import { quoteCart, type ShippingDeps } from './service.ts'

const security = [{ bearer: [] }]

/** Shipping quotes for the cart, per store (docs/decisions/0840-shipping-rates.md). */
export const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): ShippingDeps => ({
    db: app.db,
    shipping: app.shipping,
    couriers: app.config.shipping.couriers,
  })
  app.addHook('onRequest', app.authenticate)

  app.post(
    '/api/v1/shipping/rates',
    {
      schema: {
        tags: ['shipping'],
        security,
        summary:
          "Courier options per store for the cart (or the selected products and lines of it) to one of the user's addresses",
        body: shippingRatesSchema,
        response: {
          200: shippingRatesResponseSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => ({
      data: (await quoteCart(deps(), currentUserId(request), request.body)).rates,
    }),
  )
}
