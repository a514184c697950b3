import {
  adminPayoutListQuery,
  adminPayoutPageSchema,
  adminPayoutResponseSchema,
  errorBodySchema,
  payoutIdParams,
  rejectPayoutSchema,
} from '@pasar/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUserId } from '../../plugins/auth.ts'
import { operatorOnly } from '../auth/operator-guard.ts'
import { payoutDepsOf } from './deps.ts'
import { approvePayout, listAllPayouts, rejectPayout } from './service.ts'
import { errorResponses, routeGroup } from '../../lib/route-schema.ts'

const errors = errorResponses(400, 401, 403, 404)

/** The operator's payouts (docs/decisions/0980, 0950, 1012): the list, approval and rejection. */
export const adminPayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => payoutDepsOf(app)
  const operatorRoute = routeGroup({ tags: ['admin'], ...operatorOnly(app) })

  app.get(
    '/api/v1/admin/payouts',
    operatorRoute({
      summary: 'Payouts of every store, newest first, optionally of one status (operators only)',
      querystring: adminPayoutListQuery,
      response: { 200: adminPayoutPageSchema, ...errors },
    }),
    async (request) => listAllPayouts(deps(), request.query),
  )

  app.post(
    '/api/v1/admin/payouts/:id/approve',
    operatorRoute({
      summary: 'Approve a requested payout: the provider sends it; PROCESSING (operators only)',
      description:
        '409 unless REQUESTED (or while another approval of it runs); 502 when the provider cannot be reached (it stays REQUESTED).',
      params: payoutIdParams,
      response: {
        200: adminPayoutResponseSchema,
        ...errors,
        409: errorBodySchema,
        502: errorBodySchema,
      },
    }),
    async (request) => ({
      data: await approvePayout(deps(), request.params.id, currentUserId(request)),
    }),
  )

  app.post(
    '/api/v1/admin/payouts/:id/reject',
    operatorRoute({
      summary:
        'Reject a requested payout with a reason the seller reads: FAILED, its money back to the balance (operators only)',
      description:
        '409 unless REQUESTED, or while an approval of it is talking to the provider; the seller is mailed the reason.',
      params: payoutIdParams,
      body: rejectPayoutSchema,
      response: { 200: adminPayoutResponseSchema, ...errors, 409: errorBodySchema },
    }),
    async (request) => ({
      data: await rejectPayout(
        deps(),
        request.params.id,
        currentUserId(request),
        request.body.reason,
      ),
    }),
  )
}
