import {
  cartResponseSchema,
  orderIdParams,
  orderDetailResponseSchema,
  orderListQuery,
  orderPageSchema,
  orderResponseSchema,
} from '@pasar/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUserId } from '../../plugins/auth.ts'
import { withReviewState } from '../reviews/index.ts'
import { orderDepsOf } from './deps.ts'
import { reorder } from './reorder.ts'
import { cancelOrder, getUserOrder, listUserOrders, refreshOrder } from './service.ts'
import { errorResponses, routeGroup } from '../../lib/route-schema.ts'

/** The errors an order route may answer; checkout's route answers the same. */
export const orderErrors = errorResponses(400, 401, 403, 404, 409, 502)
const orderRoute = routeGroup({ tags: ['orders'], signedIn: true })

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => orderDepsOf(app)
  app.addHook('onRequest', app.authenticate)

  app.get(
    '/api/v1/orders',
    orderRoute({
      querystring: orderListQuery,
      response: { 200: orderPageSchema, ...orderErrors },
    }),
    async (request) => listUserOrders(deps(), currentUserId(request), request.query),
  )

  app.get(
    '/api/v1/orders/:id',
    orderRoute({
      params: orderIdParams,
      // The buyer's order view carries each line's review state (docs/decisions/0960).
      response: { 200: orderDetailResponseSchema, ...orderErrors },
    }),
    async (request) => ({
      data: await withReviewState(
        app.db,
        await getUserOrder(deps(), currentUserId(request), request.params.id),
        app.config.reviewWindowMs,
      ),
    }),
  )

  app.patch(
    '/api/v1/orders/:id',
    orderRoute({
      summary: 'Ask the payment provider for the status and apply it',
      params: orderIdParams,
      response: { 200: orderResponseSchema, ...orderErrors },
    }),
    async (request) => ({
      data: await refreshOrder(deps(), currentUserId(request), request.params.id),
    }),
  )

  app.delete(
    '/api/v1/orders/:id/cancel',
    orderRoute({
      summary: "Cancel the buyer's own pending order and release its stock",
      params: orderIdParams,
      response: { 200: orderResponseSchema, ...orderErrors },
    }),
    async (request) => ({
      data: await cancelOrder(deps(), currentUserId(request), request.params.id),
    }),
  )

  app.post(
    '/api/v1/orders/:id/reorder',
    orderRoute({
      summary: "Put the buyer's own order's lines back in the cart ('Buy again')",
      description:
        'Any order status. Each variant that can still be bought comes back with its quantity ' +
        "capped at the variant's stock; a line already in the cart keeps the larger quantity. " +
        'Retired variants, removed, sold-out and own-store products are skipped. Answers the ' +
        "whole cart; another user's order is a 404.",
      params: orderIdParams,
      response: { 200: cartResponseSchema, ...orderErrors },
    }),
    async (request) => {
      const deps = { db: app.db, storage: app.storage }
      return { data: { cartItems: await reorder(deps, currentUserId(request), request.params.id) } }
    },
  )
}
