import { createOrderResponseSchema, createOrderSchema } from '@pasar/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUserId } from '../../plugins/auth.ts'
import { orderDepsOf, orderErrors } from '../orders/index.ts'
import { createOrder } from './service.ts'

/** Checkout: POST /api/v1/orders, in the orders' part of the API document. */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate)

  app.post(
    '/api/v1/orders',
    {
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        summary:
          'Order the whole cart, or the selected products and lines of it, with one shipping choice per store',
        description:
          'The server quotes shipping again for the address (one of yours, else 404) and each ' +
          "store's choice must be an option it offers (409 otherwise, nothing reserved). The " +
          'answer is the order with its store orders: totalPrice = itemsTotal + shippingTotal.',
        body: createOrderSchema,
        response: { 201: createOrderResponseSchema, ...orderErrors },
      },
    },
    async (request, reply) => {
      const result = await createOrder(orderDepsOf(app), currentUserId(request), request.body)
      return reply.status(201).send(result)
    },
  )
}
