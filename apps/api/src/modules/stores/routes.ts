import {
  createStoreSchema,
  dataOf,
  errorBodySchema,
  storeSchema,
  updateStoreSchema,
} from '@pasar/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUserId } from '../../plugins/auth.ts'
import { storeProductRoutes } from './product-routes.ts'
import * as stores from './service.ts'

const slugParams = z.object({ slug: z.string().min(1).max(100) })
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema }
const tags = ['stores']
const security = [{ bearer: [] }]

export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v1/stores',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        body: createStoreSchema,
        response: { 201: dataOf(storeSchema), 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      const data = await stores.createStore(app.db, currentUserId(request), request.body)
      return reply.status(201).send({ data })
    },
  )

  app.get(
    '/api/v1/stores/user',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        response: { 200: dataOf(z.array(storeSchema)), 401: errorBodySchema },
      },
    },
    async (request) => ({ data: await stores.listMyStores(app.db, currentUserId(request)) }),
  )

  app.get(
    '/api/v1/stores/:slug',
    {
      schema: {
        tags,
        params: slugParams,
        response: { 200: dataOf(storeSchema), 404: errorBodySchema },
      },
    },
    async (request) => ({ data: await stores.getStore(app.db, request.params.slug) }),
  )

  app.patch(
    '/api/v1/stores/:slug',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        params: slugParams,
        body: updateStoreSchema,
        response: { 200: dataOf(storeSchema), 400: errorBodySchema, ...errors },
      },
    },
    async (request) => ({
      data: await stores.updateStore(
        app.db,
        request.params.slug,
        currentUserId(request),
        request.body,
      ),
    }),
  )

  app.delete(
    '/api/v1/stores/:slug',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        params: slugParams,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await stores.deleteStore(app.db, request.params.slug, currentUserId(request))
      return reply.status(204).send(null)
    },
  )

  await app.register(storeProductRoutes)
}
