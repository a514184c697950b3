import {
  createPlatformVoucherSchema,
  pathIdSchema,
  updateVoucherSchema,
  voucherListQuery,
  voucherPageSchema,
  voucherResponseSchema,
} from '@pasar/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses, routeGroup } from '../../lib/route-schema.ts'
import { currentUserId } from '../../plugins/auth.ts'
import { operatorOnly } from '../auth/index.ts'
import { voucherDeps } from './deps.ts'
import * as platform from './platform.ts'

const idParams = z.object({ id: pathIdSchema })

/** The platform's vouchers, for operators: each creation and edit goes in the audit. */
export const adminVoucherRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => voucherDeps(app)
  const operatorRoute = routeGroup({ tags: ['admin'], ...operatorOnly(app) })

  app.get(
    '/api/v1/admin/vouchers',
    operatorRoute({
      summary: 'Platform vouchers, newest first, with their uses (operators only)',
      querystring: voucherListQuery,
      response: { 200: voucherPageSchema, ...errorResponses(400, 401, 403) },
    }),
    async (request) => {
      const { page, limit } = request.query
      return platform.listPlatformVouchers(deps(), page, limit)
    },
  )

  app.post(
    '/api/v1/admin/vouchers',
    operatorRoute({
      summary: 'Create a platform voucher on the items or the shipping (operators only)',
      description:
        'As a store voucher, with `appliesTo` ITEMS or SHIPPING; the platform pays its ' +
        'discounts. 409 when a platform voucher has the code. Recorded in the audit.',
      body: createPlatformVoucherSchema,
      response: { 201: voucherResponseSchema, ...errorResponses(400, 401, 403, 409) },
    }),
    async (request, reply) => {
      const data = await platform.createPlatformVoucher(
        deps(),
        currentUserId(request),
        request.body,
      )
      return reply.status(201).send({ data })
    },
  )

  app.patch(
    '/api/v1/admin/vouchers/:id',
    operatorRoute({
      summary: 'End a platform voucher early, restart it or change its quota (operators only)',
      description:
        'Any of `active`, `endsAt` (after the voucher’s start, else 400) and `quota` (409 when ' +
        'below the uses so far). 404 for a store’s voucher. Recorded in the audit.',
      params: idParams,
      body: updateVoucherSchema,
      response: { 200: voucherResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request) => ({
      data: await platform.updatePlatformVoucher(
        deps(),
        currentUserId(request),
        request.params.id,
        request.body,
      ),
    }),
  )
}
