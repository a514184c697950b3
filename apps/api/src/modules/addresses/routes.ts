import {
  addressIdParams,
  addressSchema,
  createAddressSchema,
  dataOf,
  errorBodySchema,
  updateAddressSchema,
} from '@pasar/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUserId } from '../../plugins/auth.ts'
import * as addresses from './service.ts'
import { routeGroup } from '../../lib/route-schema.ts'

const addressRoute = routeGroup({ tags: ['addresses'], signedIn: true })

/** The signed-in user's address book (docs/decisions/0820). */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate)

  app.get(
    '/api/v1/addresses',
    addressRoute({
      summary: 'The address book, the default first, then newest first',
      response: { 200: dataOf(z.array(addressSchema)), 401: errorBodySchema },
    }),
    async (request) => ({ data: await addresses.listAddresses(app.db, currentUserId(request)) }),
  )

  app.post(
    '/api/v1/addresses',
    addressRoute({
      summary: 'Add an address (at most 20; the first is the default)',
      body: createAddressSchema,
      response: {
        201: dataOf(addressSchema),
        400: errorBodySchema,
        401: errorBodySchema,
        409: errorBodySchema,
      },
    }),
    async (request, reply) => {
      const data = await addresses.createAddress(app.db, currentUserId(request), request.body)
      return reply.status(201).send({ data })
    },
  )

  app.patch(
    '/api/v1/addresses/:id',
    addressRoute({
      summary: 'Change an address; isDefault: true makes it the default',
      params: addressIdParams,
      body: updateAddressSchema,
      response: {
        200: dataOf(addressSchema),
        400: errorBodySchema,
        401: errorBodySchema,
        404: errorBodySchema,
        409: errorBodySchema,
      },
    }),
    async (request) => {
      const { id } = request.params
      const data = await addresses.updateAddress(app.db, currentUserId(request), id, request.body)
      return { data }
    },
  )

  app.delete(
    '/api/v1/addresses/:id',
    addressRoute({
      summary: 'Delete an address; the newest remaining one becomes the default',
      params: addressIdParams,
      response: {
        204: z.null().describe('Deleted'),
        401: errorBodySchema,
        404: errorBodySchema,
      },
    }),
    async (request, reply) => {
      await addresses.deleteAddress(app.db, currentUserId(request), request.params.id)
      return reply.status(204).send(null)
    },
  )
}
