import {
  catalogListQuery,
  catalogPageSchema,
  categoryListSchema,
  dataOf,
  errorBodySchema,
  productSchema,
  searchGroupSchema,
  searchQuerySchema,
} from '@pasar/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { registerPageMeta } from './page-meta.ts'
import { listCategories } from './repository.ts'
import { searchProducts } from './search.ts'
import { getProduct, listProducts } from './service.ts'

const tags = ['catalog']

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/products',
    {
      schema: {
        tags,
        summary: 'Visible products, newest first',
        querystring: catalogListQuery,
        response: { 200: catalogPageSchema, 400: errorBodySchema },
      },
    },
    async (request) => listProducts(app.db, app.storage, request.query),
  )

  app.get(
    '/api/v1/products/category/:slug',
    {
      schema: {
        tags,
        summary: "One category's visible products, newest first",
        params: z.object({ slug: z.string() }),
        querystring: catalogListQuery,
        response: { 200: catalogPageSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      listProducts(app.db, app.storage, { ...request.query, categorySlug: request.params.slug }),
  )

  app.get(
    '/api/v1/products/categories',
    { schema: { tags, summary: 'Every category', response: { 200: categoryListSchema } } },
    async () => ({ data: await listCategories(app.db) }),
  )

  app.get(
    '/api/v1/products/search',
    {
      schema: {
        tags,
        summary: 'Products whose name (or, ranked lower, description) matches, by category',
        querystring: searchQuerySchema,
        response: { 200: dataOf(z.array(searchGroupSchema)), 400: errorBodySchema },
      },
    },
    async (request) => ({ data: await searchProducts(app.db, request.query.query) }),
  )

  app.get(
    '/api/v1/products/:uuid',
    {
      schema: {
        tags,
        summary: 'One visible product',
        params: z.object({ uuid: z.string() }),
        response: { 200: dataOf(productSchema), 404: errorBodySchema },
      },
    },
    async (request) => ({ data: await getProduct(app.db, app.storage, request.params.uuid) }),
  )

  // The SPA plugin (which owns addPageMeta) registers after the modules.
  app.addHook('onReady', async () => registerPageMeta(app))
}
