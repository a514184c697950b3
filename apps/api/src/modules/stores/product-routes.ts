import {
  createProductFormBody,
  dataOf,
  errorBodySchema,
  ownedProductPageSchema,
  ownedProductSchema,
  paginationQuery,
  productPageSchema,
  productSchema,
  replaceProductImagesFormBody,
  storeListQuery,
  updateProductSchema,
} from '@pasar/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { CachedAnswer } from '../catalog/index.ts'
import { storeDeps, type WriteProductFigures } from './deps.ts'
import * as owned from './owned-products.ts'
import { ownedStore, storeOwnerOnly } from './owner-guard.ts'
import { readPicturesForm, readProductForm } from './product-form.ts'
import * as products from './product-service.ts'
import { requestLanguage, variesByLanguage } from '../../lib/request-language.ts'
import { errorResponses, routeGroup } from '../../lib/route-schema.ts'

const ownedListQuery = paginationQuery(20)

const slugParams = z.object({ slug: z.string().min(1).max(100) })
const productParams = slugParams.extend({ uuid: z.uuid('Invalid product id') })
const errors = errorResponses(400, 401, 403, 404)
const publicRoute = routeGroup({ tags: ['stores'] })

/** Registered by storeRoutes, whose kept answers it shares (docs/decisions/0966). */
export const storeProductRoutes: FastifyPluginAsyncZod<{
  answer: CachedAnswer
  writeProductFigures: WriteProductFigures
}> = async (app, { answer, writeProductFigures }) => {
  const deps = () => storeDeps(app)
  const ownerRoute = routeGroup({ tags: ['stores'], ...storeOwnerOnly(app) })

  app.get(
    '/api/v1/stores/:slug/products',
    publicRoute({
      summary: "One store's visible products, newest first or in the asked order and price range",
      params: slugParams,
      querystring: storeListQuery,
      response: { 200: productPageSchema, 400: errorBodySchema, 404: errorBodySchema },
    }),
    // Kept like the catalogue's own listings (docs/decisions/0966).
    async (request, reply) => {
      const { slug } = request.params
      return answer(
        request,
        reply,
        `store ${slug} products ${JSON.stringify(request.query)}`,
        (language) => products.listStoreProducts(deps(), slug, request.query, language),
        request.query.sort === 'popular',
      )
    },
  )

  app.get(
    '/api/v1/stores/:slug/products/owned',
    ownerRoute({
      summary:
        "The owner's list of the store's products, newest first: hidden ones too, with `hidden`",
      params: slugParams,
      querystring: ownedListQuery,
      response: { 200: ownedProductPageSchema, ...errors },
    }),
    async (request, reply) => {
      const { page, limit } = request.query
      variesByLanguage(reply)
      const language = requestLanguage(request)
      return owned.listOwnedProducts(deps(), ownedStore(request), page, limit, language)
    },
  )

  app.post(
    '/api/v1/stores/:slug/products',
    ownerRoute({
      description:
        'multipart/form-data: name, category (slug), description, price, stock, weight (grams, ' +
        '1 to 50000, default 1000), and 1 to 8 ' +
        'files in `images` (JPEG, PNG or WebP by content, at most 5,000,000 bytes each).',
      consumes: ['multipart/form-data'],
      multipartBody: createProductFormBody,
      params: slugParams,
      response: {
        201: dataOf(productSchema),
        ...errors,
        413: errorBodySchema,
        415: errorBodySchema,
      },
    }),
    async (request, reply) => {
      const form = await readProductForm(request)
      const data = await products.createProduct(deps(), ownedStore(request), form)
      return reply.status(201).send({ data })
    },
  )

  app.patch(
    '/api/v1/stores/:slug/products/:uuid',
    ownerRoute({
      description:
        'Any of name, description, category (slug), price, stock, weight; a product an ' +
        'operator hid can be edited too, and the answer says so in `hidden`. A product with ' +
        'options takes its price, stock and weight from its variants (PUT …/variants): any of ' +
        'them here is a 400 on that field.',
      params: productParams,
      body: updateProductSchema,
      response: { 200: dataOf(ownedProductSchema), ...errors },
    }),
    async (request) => {
      const { uuid } = request.params
      const data = await products.updateProduct(
        { ...deps(), writeProductFigures },
        ownedStore(request),
        uuid,
        request.body,
      )
      return { data }
    },
  )

  app.put(
    '/api/v1/stores/:slug/products/:uuid/images',
    ownerRoute({
      summary: "Replaces a product's pictures",
      description:
        'multipart/form-data: `keep` (repeated) — URLs of the current pictures to keep, in ' +
        'their new order — then new files in `images`; 1 to 5 pictures in all, else 400 with ' +
        'field errors. Pictures no longer kept are removed from storage after the change.',
      consumes: ['multipart/form-data'],
      multipartBody: replaceProductImagesFormBody,
      params: productParams,
      response: {
        200: dataOf(ownedProductSchema),
        ...errors,
        413: errorBodySchema,
        415: errorBodySchema,
      },
    }),
    async (request) => {
      const form = await readPicturesForm(request)
      const { uuid } = request.params
      const data = await owned.replaceProductImages(deps(), ownedStore(request), uuid, form)
      return { data }
    },
  )

  app.delete(
    '/api/v1/stores/:slug/products/:uuid',
    ownerRoute({
      params: productParams,
      response: { 204: z.null().describe('Deleted'), ...errors },
    }),
    async (request, reply) => {
      await products.deleteProduct(deps(), ownedStore(request), request.params.uuid)
      return reply.status(204).send(null)
    },
  )
}
