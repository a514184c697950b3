import {
  createStoreSchema,
  dataOf,
  errorBodySchema,
  myStoreSchema,
  publicStoreSchema,
  storeAddressInputSchema,
  storeSchema,
  updateStoreSchema,
} from '@pasar/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUserId } from '../../plugins/auth.ts'
import { cachedAnswers } from '../catalog/index.ts'
import { storeDeps, type StoreRouteOptions } from './deps.ts'
import { ownedStore, storeOwnerOnly } from './owner-guard.ts'
import { storeProductRoutes } from './product-routes.ts'
import * as stores from './service.ts'
import { routeGroup, signedInOnly } from '../../lib/route-schema.ts'

const slugParams = z.object({ slug: z.string().min(1).max(100) })
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }
const publicRoute = routeGroup({ tags: ['stores'] })

export const storeRoutes: FastifyPluginAsyncZod<StoreRouteOptions> = async (app, options) => {
  const deps = () => storeDeps(app)
  const signedInRoute = routeGroup({ tags: ['stores'], ...signedInOnly(app) })
  const ownerRoute = routeGroup({ tags: ['stores'], ...storeOwnerOnly(app) })
  const answer = await cachedAnswers(app, app.config.catalogueCacheChars)
  app.decorateRequest('ownedStore', undefined)

  app.post(
    '/api/v1/stores',
    signedInRoute({
      body: createStoreSchema,
      response: { 201: dataOf(storeSchema), 400: errorBodySchema, 401: errorBodySchema },
    }),
    async (request, reply) => {
      const data = await stores.createStore(deps(), currentUserId(request), request.body)
      return reply.status(201).send({ data })
    },
  )

  app.get(
    '/api/v1/stores/user',
    signedInRoute({
      description: 'Each store with `toShip`: its orders paid and waiting to be shipped.',
      response: { 200: dataOf(z.array(myStoreSchema)), 401: errorBodySchema },
    }),
    async (request) => ({
      data: await stores.listMyStores(
        { ...deps(), storesToShip: options.storesToShip },
        currentUserId(request),
      ),
    }),
  )

  app.get(
    '/api/v1/stores/:slug',
    publicRoute({
      params: slugParams,
      description: 'Public: of the origin address only the city and province.',
      response: { 200: dataOf(publicStoreSchema), 404: errorBodySchema },
    }),
    // Kept while the catalogue stands still, and only while no sale moved the stock version
    // either: `sold` is in it (docs/decisions/0966).
    async (request, reply) => {
      const { slug } = request.params
      return answer(
        request,
        reply,
        `store ${slug}`,
        async () => ({ data: await stores.getStore(deps(), slug) }),
        true,
      )
    },
  )

  app.patch(
    '/api/v1/stores/:slug',
    ownerRoute({
      params: slugParams,
      body: updateStoreSchema,
      response: { 200: dataOf(storeSchema), 400: errorBodySchema, ...errors },
    }),
    async (request) => ({
      data: await stores.updateStore(deps(), ownedStore(request), request.body),
    }),
  )

  app.delete(
    '/api/v1/stores/:slug',
    ownerRoute({
      params: slugParams,
      response: { 204: z.null().describe('Deleted'), ...errors },
    }),
    async (request, reply) => {
      await stores.deleteStore(deps(), ownedStore(request))
      return reply.status(204).send(null)
    },
  )

  app.put(
    '/api/v1/stores/:slug/address',
    ownerRoute({
      summary: 'Set the address the store ships from (owner only)',
      params: slugParams,
      body: storeAddressInputSchema,
      response: { 200: dataOf(storeSchema), 400: errorBodySchema, ...errors },
    }),
    async (request) => ({
      data: await stores.setStoreAddress(deps(), ownedStore(request), request.body),
    }),
  )

  // Its products' listing is kept by the same answers (docs/decisions/0966).
  await app.register(storeProductRoutes, {
    answer,
    writeProductFigures: options.writeProductFigures,
  })
}
