import {
  catalogListQuery,
  catalogPageSchema,
  productListSearchQuery,
  type CatalogListQuery,
  type CatalogPage,
  categoryListSchema,
  dataOf,
  errorBodySchema,
  type InterfaceLanguage,
  productDetailSchema,
} from '@pasar/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { cachedAnswers } from './cached-answers.ts'
import { registerPageMeta } from './page-meta.ts'
import { listCategories } from './repository.ts'
import { getProduct, listProducts, type CatalogDeps } from './service.ts'

const tags = ['catalog']

/** What tells one listing's answer from another's, the scope apart. */
function listingKey(query: CatalogListQuery) {
  const { page, limit, snapshot, sort, minPrice, maxPrice } = query
  return `${page} ${limit} ${snapshot} ${sort} ${minPrice} ${maxPrice}`
}

/**
 * What the listing asks of search when it has `q` (modules/search's `listingSearch`, given here
 * by app.ts): search reads the catalogue, so the catalogue names search only through this.
 */
export interface ListingSearch {
  /** The words of `q` its answer depends on: 'Kaos!' and 'kaos' share one. */
  words(q: string): string[]
  /** One results page of the products the words find. */
  page(
    deps: CatalogDeps,
    words: string[],
    query: CatalogListQuery,
    language: InterfaceLanguage,
  ): Promise<CatalogPage>
}

export const catalogRoutes: FastifyPluginAsyncZod<{ search: ListingSearch }> = async (
  app,
  { search },
) => {
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
      const words = q === undefined ? undefined : search.words(q)
      const scope = words === undefined ? 'all' : `search ${words.join(' ')}`
      return answer(
        request,
        reply,
        `${scope} ${listingKey(query)}`,
        (language) =>
          words === undefined
            ? listProducts(deps(), query, language)
            : search.page(deps(), words, query, language),
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
    '/api/v1/products/:uuid',
    {
      schema: {
        tags,
        summary: 'One visible product, with its options and live variants',
        params: z.object({ uuid: z.string() }),
        response: { 200: dataOf(productDetailSchema), 404: errorBodySchema },
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
