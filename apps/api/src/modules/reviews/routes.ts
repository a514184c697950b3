import {
  createReviewFormBody,
  errorBodySchema,
  productReviewPageSchema,
  productReviewsQuery,
  replyBodySchema,
  reviewParams,
  reviewResponseSchema,
  storeReviewPageSchema,
  storeReviewResponseSchema,
  storeReviewsQuery,
} from '@pasar/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUserId } from '../../plugins/auth.ts'
import { ownedStore, storeOwnerOnly } from '../stores/owner-guard.ts'
import { reviewDeps } from './deps.ts'
import { readReviewForm } from './review-form.ts'
import * as reviews from './service.ts'
import { errorResponses, routeGroup, signedInOnly } from '../../lib/route-schema.ts'

const publicRoute = routeGroup({ tags: ['reviews'] })
const errors = errorResponses(400, 401, 403, 404, 409)

/** Verified reviews (docs/product.md#reviews, docs/decisions/0960-reviews.md). */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => reviewDeps(app)
  const signedInRoute = routeGroup({ tags: ['reviews'], ...signedInOnly(app) })
  const ownerRoute = routeGroup({ tags: ['reviews'], ...storeOwnerOnly(app) })
  app.decorateRequest('ownedStore', undefined)

  app.post(
    '/api/v1/reviews',
    signedInRoute({
      summary: 'Review a line of your completed store order (once, within REVIEW_WINDOW)',
      description:
        'multipart/form-data: orderItemId, rating (1 to 5), comment (optional, at most 2000 ' +
        'characters), and 0 to 3 files in `images` (JPEG, PNG or WebP by content, at most ' +
        '5,000,000 bytes each).',
      consumes: ['multipart/form-data'],
      multipartBody: createReviewFormBody,
      response: {
        201: reviewResponseSchema,
        ...errors,
        413: errorBodySchema,
        415: errorBodySchema,
      },
    }),
    async (request, reply) => {
      const form = await readReviewForm(request)
      const data = await reviews.createReview(deps(), currentUserId(request), form)
      return reply.status(201).send({ data })
    },
  )

  app.get(
    '/api/v1/products/:uuid/reviews',
    publicRoute({
      summary: "A product's reviews, newest first, with its rating summary",
      params: z.object({ uuid: z.uuid('Invalid product id') }),
      querystring: productReviewsQuery,
      response: { 200: productReviewPageSchema, 400: errorBodySchema, 404: errorBodySchema },
    }),
    async (request) => reviews.listProductReviews(deps(), request.params.uuid, request.query),
  )

  app.get(
    '/api/v1/stores/:slug/reviews',
    ownerRoute({
      summary: "The store's reviews, unreplied first (owner only)",
      params: reviewParams.pick({ slug: true }),
      querystring: storeReviewsQuery,
      response: { 200: storeReviewPageSchema, ...errors },
    }),
    async (request) => reviews.listStoreReviews(deps(), ownedStore(request), request.query),
  )

  app.post(
    '/api/v1/stores/:slug/reviews/:id/reply',
    ownerRoute({
      summary: "The store's owner replies to a review of the store, once",
      params: reviewParams,
      body: replyBodySchema,
      response: { 200: storeReviewResponseSchema, ...errors },
    }),
    async (request) => ({
      data: await reviews.replyToReview(
        deps(),
        ownedStore(request),
        request.params.id,
        request.body.text,
      ),
    }),
  )
}
