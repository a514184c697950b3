import { cancelStoreOrderSchema, storeOrderParams, storeOrderResponseSchema } from '@pasar/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUserId } from '../../plugins/auth.ts'
import { buyerCancelStoreOrder, receiveStoreOrder } from './buyer-store-orders.ts'
import { refundDepsOf } from '../refunds/index.ts'
import { errorResponses, routeGroup } from '../../lib/route-schema.ts'

const errors = errorResponses(400, 401, 404, 409)
const buyerRoute = routeGroup({ tags: ['orders'], signedIn: true })

/** The buyer's side of a store order (docs/product.md#order-loop); another user's is a 404. */
export const storeOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const refundDeps = () => refundDepsOf(app)
  app.addHook('onRequest', app.authenticate)

  app.post(
    '/api/v1/orders/:id/store-orders/:storeOrderId/receive',
    buyerRoute({
      summary: "'Order received': the buyer completes a shipped or delivered store order",
      description: '409 unless the store order is SHIPPED or DELIVERED.',
      params: storeOrderParams,
      response: { 200: storeOrderResponseSchema, ...errors },
    }),
    async (request) => ({
      data: await receiveStoreOrder(
        app.db,
        currentUserId(request),
        request.params.id,
        request.params.storeOrderId,
        app.config.platformFeeBasisPoints,
      ),
    }),
  )

  app.post(
    '/api/v1/orders/:id/store-orders/:storeOrderId/cancel',
    buyerRoute({
      summary: 'The buyer cancels a paid store order before it ships; it is refunded',
      description:
        '409 unless the store order is TO_SHIP; an unpaid order is canceled whole with ' +
        'DELETE /api/v1/orders/{id}/cancel.',
      params: storeOrderParams,
      body: cancelStoreOrderSchema,
      response: { 200: storeOrderResponseSchema, ...errors },
    }),
    async (request) => ({
      data: await buyerCancelStoreOrder(
        refundDeps(),
        currentUserId(request),
        request.params.id,
        request.params.storeOrderId,
        request.body.reason,
      ),
    }),
  )
}
