import {
  addToCartSchema,
  cartItemResponseSchema,
  cartResponseSchema,
  errorBodySchema,
  removeCartItemSchema,
  updateCartItemSchema,
} from '@pasar/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUserId } from '../../plugins/auth.ts'
import { addToCart, changeQuantity, getCart, removeFromCart, type CartDeps } from './service.ts'

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
}
const security = [{ bearer: [] }]

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): CartDeps => ({ db: app.db, storage: app.storage })
  app.addHook('onRequest', app.authenticate)

  app.get(
    '/api/v1/carts',
    { schema: { tags: ['cart'], security, response: { 200: cartResponseSchema, ...errors } } },
    async (request) => ({ data: { cartItems: await getCart(deps(), currentUserId(request)) } }),
  )

  app.post(
    '/api/v1/carts',
    {
      schema: {
        tags: ['cart'],
        security,
        body: addToCartSchema,
        response: { 201: cartItemResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await addToCart(deps(), currentUserId(request), request.body)
      return reply.status(201).send({ data })
    },
  )

  app.patch(
    '/api/v1/carts',
    {
      schema: {
        tags: ['cart'],
        security,
        body: updateCartItemSchema,
        response: { 200: cartItemResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await changeQuantity(deps(), currentUserId(request), request.body),
    }),
  )

  app.delete(
    '/api/v1/carts',
    {
      schema: {
        tags: ['cart'],
        security,
        body: removeCartItemSchema,
        response: { 204: z.undefined().describe('Removed'), ...errors },
      },
    },
    async (request, reply) => {
      await removeFromCart(deps(), currentUserId(request), request.body)
      return reply.status(204).send()
    },
  )
}
