import {
  activeVouchersResponseSchema,
  createStoreVoucherSchema,
  pathIdSchema,
  updateVoucherSchema,
  voucherListQuery,
  voucherPageSchema,
  voucherResponseSchema,
} from '@pasar/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses, routeGroup } from '../../lib/route-schema.ts'
import { ownedStore, storeOwnerOnly } from '../stores/index.ts'
import { voucherDeps } from './deps.ts'
import * as vouchers from './service.ts'

const storeParams = z.object({ slug: z.string().min(1).max(100) })
const voucherParams = storeParams.extend({ id: pathIdSchema })
const publicRoute = routeGroup({ tags: ['vouchers'] })

/** A store's vouchers: its owner's list, creation and edits, and shoppers' view of them. */
export const voucherRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => voucherDeps(app)
  const ownerRoute = routeGroup({ tags: ['vouchers'], ...storeOwnerOnly(app) })
  app.decorateRequest('ownedStore', undefined)

  app.get(
    '/api/v1/stores/:slug/vouchers',
    ownerRoute({
      summary: "The store's vouchers, newest first, with their uses (owner only)",
      params: storeParams,
      querystring: voucherListQuery,
      response: { 200: voucherPageSchema, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => {
      const { page, limit } = request.query
      return vouchers.listStoreVouchers(deps(), ownedStore(request), page, limit)
    },
  )

  app.post(
    '/api/v1/stores/:slug/vouchers',
    ownerRoute({
      summary: 'Create a voucher on the store’s items (owner only)',
      description:
        'PERCENT: `value` 1 to 90, `maxDiscount` optional; FIXED: `value` at least 1000 rupiah, ' +
        'no `maxDiscount`. `endsAt` after `startsAt`. 409 when the store already has a voucher ' +
        'with the code (codes are upper-cased).',
      params: storeParams,
      body: createStoreVoucherSchema,
      response: { 201: voucherResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      const data = await vouchers.createStoreVoucher(deps(), ownedStore(request), request.body)
      return reply.status(201).send({ data })
    },
  )

  app.patch(
    '/api/v1/stores/:slug/vouchers/:id',
    ownerRoute({
      summary: 'End a voucher early, restart it or change its quota (owner only)',
      description:
        'Any of `active`, `endsAt` (after the voucher’s start, else 400) and `quota` (409 when ' +
        'below the uses so far). 404 for a voucher of another store.',
      params: voucherParams,
      body: updateVoucherSchema,
      response: { 200: voucherResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request) => ({
      data: await vouchers.updateStoreVoucher(
        deps(),
        ownedStore(request),
        request.params.id,
        request.body,
      ),
    }),
  )

  app.get(
    '/api/v1/stores/:slug/vouchers/active',
    publicRoute({
      summary: 'The store’s vouchers shoppers may use now, ending soonest first',
      description:
        'Active, started, not ended and not run out; at most ' +
        `${vouchers.ACTIVE_VOUCHERS_MAX}, without their uses. 404 when no open store has the slug.`,
      params: storeParams,
      response: { 200: activeVouchersResponseSchema, ...errorResponses(400, 404) },
    }),
    async (request) => ({ data: await vouchers.activeStoreVouchers(deps(), request.params.slug) }),
  )
}
