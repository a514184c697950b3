import {
  cancelStoreOrderSchema,
  sellerStoreOrderPageSchema,
  sellerStoreOrderParams,
  sellerStoreOrderResponseSchema,
  shipStoreOrderSchema,
  storeOrderListQuery,
} from '@pasar/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ownedStore, storeOwnerOnly } from '../stores/owner-guard.ts'
import { refundDepsOf } from '../refunds/index.ts'
import {
  getSellerStoreOrder,
  listSellerStoreOrders,
  sellerCancelStoreOrder,
  shipStoreOrder,
} from './seller-orders.ts'
import { errorResponses, routeGroup } from '../../lib/route-schema.ts'

const errors = errorResponses(400, 401, 403, 404, 409)
const slugParams = sellerStoreOrderParams.pick({ slug: true })

/** The seller's side of the order loop (docs/product.md#order-loop): owner only, per store. */
export const sellerOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const refundDeps = () => refundDepsOf(app)
  const ownerRoute = routeGroup({ tags: ['store orders'], ...storeOwnerOnly(app) })

  app.get(
    '/api/v1/stores/:slug/orders',
    ownerRoute({
      summary:
        "The store's orders (to ship: nearest ship-by first; others newest first), with the number in each status (owner only)",
      params: slugParams,
      querystring: storeOrderListQuery,
      response: { 200: sellerStoreOrderPageSchema, ...errors },
    }),
    async (request) => listSellerStoreOrders(app.db, ownedStore(request), request.query),
  )

  app.get(
    '/api/v1/stores/:slug/orders/:storeOrderId',
    ownerRoute({
      params: sellerStoreOrderParams,
      response: { 200: sellerStoreOrderResponseSchema, ...errors },
    }),
    async (request) => ({
      data: await getSellerStoreOrder(app.db, ownedStore(request), request.params.storeOrderId),
    }),
  )

  app.post(
    '/api/v1/stores/:slug/orders/:storeOrderId/ship',
    ownerRoute({
      summary: 'Mark a store order to ship as shipped, with the tracking number (owner only)',
      description: '409 unless the store order is TO_SHIP.',
      params: sellerStoreOrderParams,
      body: shipStoreOrderSchema,
      response: { 200: sellerStoreOrderResponseSchema, ...errors },
    }),
    async (request) => ({
      data: await shipStoreOrder(
        refundDeps(),
        ownedStore(request),
        request.params.storeOrderId,
        request.body.trackingNumber,
      ),
    }),
  )

  app.post(
    '/api/v1/stores/:slug/orders/:storeOrderId/cancel',
    ownerRoute({
      summary: 'Cancel a store order before shipping; the buyer is refunded (owner only)',
      description: '409 unless the store order is TO_SHIP.',
      params: sellerStoreOrderParams,
      body: cancelStoreOrderSchema,
      response: { 200: sellerStoreOrderResponseSchema, ...errors },
    }),
    async (request) => ({
      data: await sellerCancelStoreOrder(
        refundDeps(),
        ownedStore(request),
        request.params.storeOrderId,
        request.body.reason,
      ),
    }),
  )
}
