import {
  adminCategorySchema,
  adminOrderDetailSchema,
  adminOrderSchema,
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
  type Pagination,
  reasonBodySchema,
  settleRefundSchema,
  updateCategorySchema,
} from '@pasar/shared'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUserId } from '../../plugins/auth.ts'
import { operatorOnly } from '../auth/index.ts'
import { adminDeps, type AdminDeps } from './deps.ts'
import { listOrders, orderDetail } from './orders.ts'
import * as admin from './service.ts'
import { auditPage } from '../audit/index.ts'
import { routeGroup } from '../../lib/route-schema.ts'

const denied = { 401: errorBodySchema, 403: errorBodySchema }
const idParams = z.object({ id: pathIdSchema })
const slugParams = z.object({ slug: z.string().min(1).max(100) })
const uuidParams = z.object({ uuid: z.string().min(1).max(100) })

/**
 * The operator console's calls (docs/decisions/0950, 0990–0995). Every route is
 * declared through `operator(schema)`, which adds `onRequest: app.authenticate` and
 * `preHandler: requireOperator`; test/admin/route-guard.test.ts walks the route table so that a
 * route without them fails.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => adminDeps(app)
  const operator = routeGroup({ tags: ['admin'], ...operatorOnly(app) })

  /**
   * What operators moderate (users, stores, products): its list, newest first with `q`
   * searching it, and a pair of actions on one of them: `set` takes a reason (suspend, hide),
   * `lift` takes it back (unsuspend, unhide). Either answers 409 when it is already so.
   */
  function moderated<Params extends object, Item>(target: {
    url: string
    summary: string
    item: z.ZodType<Item>
    list: (
      deps: AdminDeps,
      q: string | undefined,
      page: number,
      limit: number,
    ) => Promise<{ data: Item[]; pagination: Pagination }>
    /** The path below `url` that names one, e.g. `:id`, and its schema. */
    one: { path: string; params: z.ZodType<Params> }
    set: { verb: string; summary: string; description?: string }
    lift: { verb: string; summary: string }
    act: (
      deps: AdminDeps,
      operatorId: number,
      params: Params,
      reason: string | null,
    ) => Promise<Item>
  }) {
    const { url, one, set, lift } = target
    // Fastify has validated the params against `one.params`, but the type provider cannot carry a
    // generic schema's type through to `request.params`: hence the assertion.
    const act = (request: FastifyRequest, reason: string | null) =>
      target.act(deps(), currentUserId(request), request.params as Params, reason)
    app.get(
      url,
      operator({
        summary: target.summary,
        querystring: adminSearchQuery,
        response: { 200: pageOf(target.item), 400: errorBodySchema, ...denied },
      }),
      async (request) => {
        const { q, page, limit } = request.query
        return target.list(deps(), q, page, limit)
      },
    )
    const response = {
      200: dataOf(target.item),
      ...denied,
      404: errorBodySchema,
      409: errorBodySchema,
    }
    app.post(
      `${url}/${one.path}/${set.verb}`,
      operator({
        summary: set.summary,
        ...(set.description === undefined ? {} : { description: set.description }),
        params: one.params,
        body: reasonBodySchema,
        response: { ...response, 400: errorBodySchema },
      }),
      async (request) => ({ data: await act(request, request.body.reason) }),
    )
    app.post(
      `${url}/${one.path}/${lift.verb}`,
      operator({ summary: lift.summary, params: one.params, response }),
      async (request) => ({ data: await act(request, null) }),
    )
  }

  app.get(
    '/api/v1/admin/figures',
    operator({
      summary:
        'Sales, fees, subsidies, orders and new sellers per day (Asia/Jakarta), the last `days` days',
      description:
        'sales: totals of the orders placed that day that are PAID; orders: their count; ' +
        'fees: platform fees of the store orders completed that day; subsidies: the platform ' +
        "vouchers' discounts of those store orders, which the platform pays their sellers; " +
        'newSellers: stores opened that day.',
      querystring: figuresQuery,
      response: { 200: dataOf(figuresSchema), 400: errorBodySchema, ...denied },
    }),
    async (request) => ({ data: await admin.figures(deps(), request.query.days) }),
  )

  moderated({
    url: '/api/v1/admin/users',
    summary: 'Users, newest first; `q` searches name, email and username',
    item: adminUserSchema,
    list: admin.listUsers,
    one: { path: ':id', params: idParams },
    set: {
      verb: 'suspend',
      summary: 'Suspend a user: every session revoked, sign-in refused',
      description: '409 for an operator (yourself included) or a user already suspended.',
    },
    lift: { verb: 'unsuspend', summary: 'Lift a suspension' },
    act: (deps, operatorId, { id }, reason) => admin.setUserSuspended(deps, operatorId, id, reason),
  })

  moderated({
    url: '/api/v1/admin/stores',
    summary: 'Stores (not deleted), newest first; `q` searches name and slug',
    item: adminStoreSchema,
    list: admin.listStores,
    one: { path: ':slug', params: slugParams },
    set: {
      verb: 'hide',
      summary: 'Hide a store and its products from shoppers; its owner sees the reason',
    },
    lift: { verb: 'unhide', summary: 'Show a hidden store again' },
    act: (deps, operatorId, { slug }, reason) =>
      admin.setStoreHidden(deps, operatorId, slug, reason),
  })

  moderated({
    url: '/api/v1/admin/products',
    summary: 'Products (not deleted), newest first; `q` searches name, uuid and store name',
    item: adminProductSchema,
    list: admin.listProducts,
    one: { path: ':uuid', params: uuidParams },
    set: {
      verb: 'hide',
      summary:
        'Hide a product from shoppers (flagged in carts, not orderable); its owner sees the reason',
    },
    lift: { verb: 'unhide', summary: 'Show a hidden product again' },
    act: (deps, operatorId, { uuid }, reason) =>
      admin.setProductHidden(deps, operatorId, uuid, reason),
  })

  app.get(
    '/api/v1/admin/categories',
    operator({
      summary: 'Every category in menu order, with its icon and visible products',
      response: { 200: dataOf(z.array(adminCategorySchema)), ...denied },
    }),
    async () => ({ data: await admin.listCategories(deps()) }),
  )

  app.post(
    '/api/v1/admin/categories',
    operator({
      summary: 'Add a category at the end of the menu',
      description: '409 when the name is taken (any case).',
      body: createCategorySchema,
      response: {
        201: dataOf(adminCategorySchema),
        400: errorBodySchema,
        ...denied,
        409: errorBodySchema,
      },
    }),
    async (request, reply) => {
      const data = await admin.addCategory(deps(), currentUserId(request), request.body)
      return reply.status(201).send({ data })
    },
  )

  app.put(
    '/api/v1/admin/categories/order',
    operator({
      summary: 'Put the categories in this order',
      description: '`ids` must list every category id exactly once (400 otherwise).',
      body: categoryOrderSchema,
      response: { 200: dataOf(z.array(adminCategorySchema)), 400: errorBodySchema, ...denied },
    }),
    async (request) => ({
      data: await admin.orderCategories(deps(), currentUserId(request), request.body),
    }),
  )

  app.patch(
    '/api/v1/admin/categories/:id',
    operator({
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
    }),
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
    operator({
      summary: 'Refunds the payment provider refused: to settle (FAILED) or settled by hand',
      querystring: adminRefundQuery,
      response: { 200: pageOf(adminRefundSchema), 400: errorBodySchema, ...denied },
    }),
    async (request) => {
      const { status, page, limit } = request.query
      return admin.listRefunds(deps(), status, page, limit)
    },
  )

  app.post(
    '/api/v1/admin/refunds/:id/settle',
    operator({
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
    }),
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
    '/api/v1/admin/orders',
    operator({
      summary:
        'Orders, newest first; `q` is an order number (1234, #1234) or part of the buyer email',
      querystring: adminSearchQuery,
      response: { 200: pageOf(adminOrderSchema), 400: errorBodySchema, ...denied },
    }),
    async (request) => {
      const { q, page, limit } = request.query
      return listOrders(deps(), q, page, limit)
    },
  )

  app.get(
    '/api/v1/admin/orders/:id',
    operator({
      summary: 'One order with its buyer, store orders, payment attempts, refunds and timeline',
      params: idParams,
      response: { 200: dataOf(adminOrderDetailSchema), ...denied, 404: errorBodySchema },
    }),
    async (request) => ({ data: await orderDetail(deps(), request.params.id) }),
  )

  app.get(
    '/api/v1/admin/audit',
    operator({
      summary: 'Every operator action, newest first',
      querystring: auditQuery,
      response: { 200: pageOf(auditEntrySchema), 400: errorBodySchema, ...denied },
    }),
    async (request) => auditPage(deps().db, request.query.page, request.query.limit),
  )
}
