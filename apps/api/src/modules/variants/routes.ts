import { dataOf, ownedProductSchema, replaceVariantsSchema } from '@pasar/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses, routeGroup } from '../../lib/route-schema.ts'
import { ownedStore, storeDeps, storeOwnerOnly } from '../stores/index.ts'
import { replaceVariants } from './service.ts'

const productParams = z.object({
  slug: z.string().min(1).max(100),
  uuid: z.uuid('Invalid product id'),
})

/** The owner's routes of a product's options and variants (docs/decisions/1015-variants.md). */
export const variantRoutes: FastifyPluginAsyncZod = async (app) => {
  const ownerRoute = routeGroup({ tags: ['stores'], ...storeOwnerOnly(app) })
  app.decorateRequest('ownedStore', undefined)

  app.put(
    '/api/v1/stores/:slug/products/:uuid/variants',
    ownerRoute({
      summary: "Replaces a product's options and variants",
      description:
        'Up to 2 options of 1 to 20 values each, and one variant for every combination of ' +
        "their values (in the options' order), at most 100; no options: one variant without " +
        'values. A variant whose values are unchanged keeps its id; one no longer listed is ' +
        "retired. `imageIndex` picks one of the product's pictures (0 is the first; none " +
        'without it); `weight` left out keeps the variant’s, or the product’s for a new one. The ' +
        "product's price becomes its lowest variant price, `priceMax` the highest, `stock` " +
        'their sum. Anything else is a 400 with field errors.',
      params: productParams,
      body: replaceVariantsSchema,
      response: { 200: dataOf(ownedProductSchema), ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => {
      const { uuid } = request.params
      const data = await replaceVariants(storeDeps(app), ownedStore(request), uuid, request.body)
      return { data }
    },
  )
}
