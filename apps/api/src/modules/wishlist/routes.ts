import { dataOf, errorBodySchema, pathIdSchema, productSchema } from '@pasar/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUserId } from '../../plugins/auth.ts'
import { requestLanguage, variesByLanguage } from '../../lib/request-language.ts'
import * as wishlist from './service.ts'
import { routeGroup } from '../../lib/route-schema.ts'

const wishlistRoute = routeGroup({ tags: ['wishlist'], signedIn: true })
const params = z.object({ productId: pathIdSchema })
const noContent = z.null().describe('Done')

export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): wishlist.WishlistDeps => ({ db: app.db, storage: app.storage })
  app.addHook('onRequest', app.authenticate)

  app.get(
    '/api/v1/wishlist',
    wishlistRoute({
      description:
        'The saved products still for sale, newest saved first, with their current price and stock.',
      response: { 200: dataOf(z.array(productSchema)), 401: errorBodySchema },
    }),
    async (request, reply) => {
      variesByLanguage(reply)
      const language = requestLanguage(request)
      return { data: await wishlist.listWishlist(deps(), currentUserId(request), language) }
    },
  )

  app.put(
    '/api/v1/wishlist/:productId',
    wishlistRoute({
      summary: 'Save a product (by its id); saving it again changes nothing',
      params,
      response: {
        204: noContent,
        401: errorBodySchema,
        404: errorBodySchema,
        409: errorBodySchema,
      },
    }),
    async (request, reply) => {
      await wishlist.saveProduct(deps(), currentUserId(request), request.params.productId)
      return reply.status(204).send(null)
    },
  )

  app.delete(
    '/api/v1/wishlist/:productId',
    wishlistRoute({
      summary: 'Remove a product (by its id); removing one not saved is not an error',
      params,
      response: { 204: noContent, 401: errorBodySchema, 404: errorBodySchema },
    }),
    async (request, reply) => {
      await wishlist.removeProduct(deps(), currentUserId(request), request.params.productId)
      return reply.status(204).send(null)
    },
  )
}
