import {
  adminCategorySchema,
  adminProductSchema,
  adminRefundQuery,
  adminRefundSchema,
  adminSearchQuery,
  adminStoreSchema,
  adminUserSchema,
  auditEntrySchema,
  auditQuery,
  categoryOrderSchema,
  createCategorySchema,
  dataOf,
  errorBodySchema,
  figuresQuery,
  figuresSchema,
  pageOf,
  pathIdSchema,
  reasonBodySchema,
  settleRefundSchema,
  updateCategorySchema,
} from '@pasar/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUserId } from '../../plugins/auth.ts'
import { requireOperator } from '../auth/index.ts'
import { adminDeps } from './deps.ts'
import * as admin from './service.ts'

const tags = ['admin']
const security = [{ bearer: [] }]
const denied = { 401: errorBodySchema, 403: errorBodySchema }
const idParams = z.object({ id: pathIdSchema })
const slugParams = z.object({ slug: z.string().min(1).max(100) })
const uuidParams = z.object({ uuid: z.string().min(1).max(100) })

/**
 * The operator console's calls (DESIGN §8, docs/decisions/0950, 0990–0995). Every route has
 * `onRequest: app.authenticate` and `preHandler: requireOperator`; test/admin/route-guard.test.ts
 * walks the route table so that a route without them fails.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => adminDeps(app)
  const guard = { onRequest: app.authenticate, preHandler: requireOperator }

  app.get(
    '/api/v1/admin/figures',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Sales, orders and new sellers per day (Asia/Jakarta), the last `days` days',
        description:
          'sales: totals of the orders placed that day that are PAID; orders: their count; ' +
          'newSellers: stores opened that day.',
        querystring: figuresQuery,
        response: { 200: dataOf(figuresSchema), 400: errorBodySchema, ...denied },
      },
    },
    async (request) => ({ data: await admin.figures(deps(), request.query.days) }),
  )

  app.get(
    '/api/v1/admin/users',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Users, newest first; `q` searches name, email and username',
        querystring: adminSearchQuery,
        response: { 200: pageOf(adminUserSchema), 400: errorBodySchema, ...denied },
      },
    },
    async (request) => {
      const { q, page, limit } = request.query
      return admin.listUsers(deps(), q, page, limit)
    },
  )

  app.post(
    '/api/v1/admin/users/:id/suspend',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Suspend a user: every session revoked, sign-in refused',
        description: '409 for an operator (yourself included) or a user already suspended.',
        params: idParams,
        body: reasonBodySchema,
        response: {
          200: dataOf(adminUserSchema),
          400: errorBodySchema,
          ...denied,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => ({
      data: await admin.suspend(
        deps(),
        currentUserId(request),
        request.params.id,
        request.body.reason,
      ),
    }),
  )

  app.post(
    '/api/v1/admin/users/:id/unsuspend',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Lift a suspension',
        params: idParams,
        response: {
          200: dataOf(adminUserSchema),
          ...denied,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => ({
      data: await admin.unsuspend(deps(), currentUserId(request), request.params.id),
    }),
  )

  app.get(
    '/api/v1/admin/stores',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Stores (not deleted), newest first; `q` searches name and slug',
        querystring: adminSearchQuery,
        response: { 200: pageOf(adminStoreSchema), 400: errorBodySchema, ...denied },
      },
    },
    async (request) => {
      const { q, page, limit } = request.query
      return admin.listStores(deps(), q, page, limit)
    },
  )

  for (const hide of [true, false]) {
    app.post(
      `/api/v1/admin/stores/:slug/${hide ? 'hide' : 'unhide'}`,
      {
        ...guard,
        schema: {
          tags,
          security,
          summary: hide
            ? 'Hide a store and its products from shoppers; its owner sees the reason'
            : 'Show a hidden store again',
          params: slugParams,
          ...(hide ? { body: reasonBodySchema } : {}),
          response: {
            200: dataOf(adminStoreSchema),
            ...(hide ? { 400: errorBodySchema } : {}),
            ...denied,
            404: errorBodySchema,
            409: errorBodySchema,
          },
        },
      },
      async (request) => {
        const reason = hide ? (request.body as { reason: string }).reason : null
        return {
          data: await admin.setStoreHidden(
            deps(),
            currentUserId(request),
            request.params.slug,
            reason,
          ),
        }
      },
    )
  }

  app.get(
    '/api/v1/admin/products',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Products (not deleted), newest first; `q` searches name, uuid and store name',
        querystring: adminSearchQuery,
        response: { 200: pageOf(adminProductSchema), 400: errorBodySchema, ...denied },
      },
    },
    async (request) => {
      const { q, page, limit } = request.query
      return admin.listProducts(deps(), q, page, limit)
    },
  )

  for (const hide of [true, false]) {
    app.post(
      `/api/v1/admin/products/:uuid/${hide ? 'hide' : 'unhide'}`,
      {
        ...guard,
        schema: {
          tags,
          security,
          summary: hide
            ? 'Hide a product from shoppers (flagged in carts, not orderable); its owner sees the reason'
            : 'Show a hidden product again',
          params: uuidParams,
          ...(hide ? { body: reasonBodySchema } : {}),
          response: {
            200: dataOf(adminProductSchema),
            ...(hide ? { 400: errorBodySchema } : {}),
            ...denied,
            404: errorBodySchema,
            409: errorBodySchema,
          },
        },
      },
      async (request) => {
        const reason = hide ? (request.body as { reason: string }).reason : null
        return {
          data: await admin.setProductHidden(
            deps(),
            currentUserId(request),
            request.params.uuid,
            reason,
          ),
        }
      },
    )
  }

  app.get(
    '/api/v1/admin/categories',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Every category in menu order, with its icon and visible products',
        response: { 200: dataOf(z.array(adminCategorySchema)), ...denied },
      },
    },
    async () => ({ data: await admin.listCategories(deps()) }),
  )

  app.post(
    '/api/v1/admin/categories',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Add a category at the end of the menu',
        description: '409 when the name is taken (any case).',
        body: createCategorySchema,
        response: {
          201: dataOf(adminCategorySchema),
          400: errorBodySchema,
          ...denied,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const data = await admin.addCategory(deps(), currentUserId(request), request.body)
      return reply.status(201).send({ data })
    },
  )

  app.put(
    '/api/v1/admin/categories/order',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Put the categories in this order',
        description: '`ids` must list every category id exactly once (400 otherwise).',
        body: categoryOrderSchema,
        response: { 200: dataOf(z.array(adminCategorySchema)), 400: errorBodySchema, ...denied },
      },
    },
    async (request) => ({
      data: await admin.orderCategories(deps(), currentUserId(request), request.body),
    }),
  )

  app.patch(
    '/api/v1/admin/categories/:id',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Rename a category or change its icon (its slug, and so its links, stay)',
        params: idParams,
        body: updateCategorySchema,
        response: {
          200: dataOf(adminCategorySchema),
          400: errorBodySchema,
          ...denied,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => ({
      data: await admin.changeCategory(
        deps(),
        currentUserId(request),
        request.params.id,
        request.body,
      ),
    }),
  )

  app.get(
    '/api/v1/admin/refunds',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Refunds the payment provider refused: to settle (FAILED) or settled by hand',
        querystring: adminRefundQuery,
        response: { 200: pageOf(adminRefundSchema), 400: errorBodySchema, ...denied },
      },
    },
    async (request) => {
      const { status, page, limit } = request.query
      return admin.listRefunds(deps(), status, page, limit)
    },
  )

  app.post(
    '/api/v1/admin/refunds/:id/settle',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Mark a refused refund as paid back by hand, with a note',
        description: '409 unless the refund is FAILED and not settled yet.',
        params: idParams,
        body: settleRefundSchema,
        response: {
          200: dataOf(adminRefundSchema),
          400: errorBodySchema,
          ...denied,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => ({
      data: await admin.settle(
        deps(),
        currentUserId(request),
        request.params.id,
        request.body.note,
      ),
    }),
  )

  app.get(
    '/api/v1/admin/audit',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Every operator action, newest first',
        querystring: auditQuery,
        response: { 200: pageOf(auditEntrySchema), 400: errorBodySchema, ...denied },
      },
    },
    async (request) => admin.audit(deps(), request.query.page, request.query.limit),
  )
}
