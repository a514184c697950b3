import {
  catalogListQuery,
  catalogPageSchema,
  productListSearchQuery,
  type CatalogListQuery,
  categoryListSchema,
  dataOf,
  errorBodySchema,
  productSchema,
  searchGroupSchema,
  searchQuerySchema,
} from '@pasar/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { cachedAnswers } from './cached-answers.ts'
import { registerPageMeta } from './page-meta.ts'
import { listCategories } from './repository.ts'
import { searchProducts } from './search.ts'
import { queryWords } from './search/index.ts'
import { getProduct, listProducts, type CatalogDeps } from './service.ts'

const tags = ['catalog']

/** What tells one listing's answer from another's, the scope apart. */
function listingKey(query: CatalogListQuery) {
  const { page, limit, snapshot, sort, minPrice, maxPrice } = query
  return `${page} ${limit} ${snapshot} ${sort} ${minPrice} ${maxPrice}`
}

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): CatalogDeps => ({ db: app.db, storage: app.storage })
  // Every read here is answered from memory while the catalogue stands still.
  const answer = await cachedAnswers(app, app.config.catalogueCacheChars)

  app.get(
    '/api/v1/products',
    {
      schema: {
        tags,
        summary:
          'Visible products, newest first or in the asked order and price range; with q, every product the search finds, most relevant first',
        querystring: productListSearchQuery,
        response: { 200: catalogPageSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { q, ...query } = request.query
      // A search's answer depends on its words only: 'Kaos!' and 'kaos' share it.
      const words = q === undefined ? undefined : queryWords(q)
      const scope = words === undefined ? 'all' : `search ${words.join(' ')}`
      return answer(
        request,
        reply,
        `${scope} ${listingKey(query)}`,
        (language) => listProducts(deps(), { ...query, words }, language),
        query.sort === 'popular',
      )
    },
  )

  app.get(
    '/api/v1/products/category/:slug',
    {
      schema: {
        tags,
        summary:
          "One category's visible products, newest first or in the asked order and price range",
        params: z.object({ slug: z.string() }),
        querystring: catalogListQuery,
        response: { 200: catalogPageSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { slug } = request.params
      return answer(
        request,
        reply,
        `category ${listingKey(request.query)} ${slug}`,
        (language) => listProducts(deps(), { ...request.query, categorySlug: slug }, language),
        request.query.sort === 'popular',
      )
    },
  )

  app.get(
    '/api/v1/products/categories',
    {
      schema: {
        tags,
        summary: 'Every category, named in the Accept-Language one (Indonesian or English)',
        response: { 200: categoryListSchema },
      },
    },
    async (request, reply) =>
      answer(request, reply, 'categories', async (language) => ({
        data: await listCategories(app.db, language),
      })),
  )

  app.get(
    '/api/v1/products/search',
    {
      schema: {
        tags,
        summary:
          'The first products the results page (q=) finds for the query, grouped by category',
        querystring: searchQuerySchema,
        response: { 200: dataOf(z.array(searchGroupSchema)), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      // The answer depends on the query's words only: 'iPhone!' and 'iphone' share it.
      const words = queryWords(request.query.query)
      return answer(request, reply, `search ${words.join(' ')}`, async (language) => ({
        data: await searchProducts(deps(), words, language),
      }))
    },
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
    async (request, reply) => {
      const { uuid } = request.params
      return answer(request, reply, `product ${uuid}`, async (language) => ({
        data: await getProduct(deps(), uuid, language),
      }))
    },
  )

  // The SPA plugin (which owns addPageMeta) registers after the modules.
  app.addHook('onReady', async () => registerPageMeta(app))
}
