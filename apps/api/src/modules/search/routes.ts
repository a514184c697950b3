import { dataOf, errorBodySchema, searchGroupSchema, searchQuerySchema } from '@pasar/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { cachedAnswers, type CatalogDeps } from '../catalog/index.ts'
import { queryWords } from './read-query.ts'
import { searchProducts } from './service.ts'

/**
 * The search dialog's route. The results page is the catalogue's listing with `q`
 * (`GET /api/v1/products?q=`), answered by `listingSearch` (index.ts), which app.ts gives the
 * catalogue's routes: search uses the catalogue, never the other way round.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): CatalogDeps => ({ db: app.db, storage: app.storage })
  // Kept while the catalogue stands still, as the catalogue's own reads are.
  const answer = await cachedAnswers(app, app.config.catalogueCacheChars)

  app.get(
    '/api/v1/products/search',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'The first products the results page (q=) finds for the query, grouped by category',
        querystring: searchQuerySchema,
        response: { 200: dataOf(z.array(searchGroupSchema)), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      // The answer depends on the query's words only: 'iPhone!' and 'iphone' share it.
      const words = queryWords(request.query.query)
      return answer(request, reply, `dialog ${words.join(' ')}`, async (language) => ({
        data: await searchProducts(deps(), words, language),
      }))
    },
  )
}
