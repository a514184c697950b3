import {
  checkoutQuoteResponseSchema,
  createOrderResponseSchema,
  createOrderSchema,
} from '@pasar/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUserId } from '../../plugins/auth.ts'
import { orderDepsOf, orderErrors } from '../orders/index.ts'
import { createOrder, quoteCheckout } from './service.ts'

/** Checkout: POST /api/v1/orders and POST /api/v1/checkout/quote, in the orders' part of the API document. */
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
          "store's choice must be an option it offers (409 otherwise, nothing reserved). Voucher " +
          'codes are applied as the quote computes them; one that cannot be used is a 409 with ' +
          'its reason, nothing reserved. The answer is the order with its store orders: ' +
          'totalPrice = itemsTotal + shippingTotal − discountTotal.',
        body: createOrderSchema,
        response: { 201: createOrderResponseSchema, ...orderErrors },
      },
    },
    async (request, reply) => {
      const result = await createOrder(orderDepsOf(app), currentUserId(request), request.body)
      return reply.status(201).send(result)
    },
  )

  app.post(
    '/api/v1/checkout/quote',
    {
      schema: {
        tags: ['orders'],
        security: [{ bearer: [] }],
        summary: "The order's figures with its vouchers, before ordering",
        description:
          'The same body as POST /api/v1/orders and the same computation: shipping quoted again, ' +
          "the cart's lines read, each voucher code applied or reported with why it cannot be " +
          "(200 either way), and each store's active vouchers as offers, usable first. Nothing " +
          'is reserved or claimed.',
        body: createOrderSchema,
        response: { 200: checkoutQuoteResponseSchema, ...orderErrors },
      },
    },
    async (request) => ({
      data: await quoteCheckout(orderDepsOf(app), currentUserId(request), request.body),
    }),
  )
}
