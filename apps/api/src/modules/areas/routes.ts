import {
  areaParentParams,
  areaSchema,
  dataOf,
  errorBodySchema,
  type AreaLevel,
} from '@pasar/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { areasOf } from './service.ts'

const tags = ['areas']
// The list changes only with a new release of the package that brings it: a day in any cache,
// a week more while it asks again.
const CACHE = 'public, max-age=86400, stale-while-revalidate=604800'
const answer = { 200: dataOf(z.array(areaSchema)), 404: errorBodySchema }

const CHILDREN: { parent: string; level: Exclude<AreaLevel, 'provinces'>; summary: string }[] = [
  { parent: 'provinces', level: 'regencies', summary: "A province's cities and regencies" },
  { parent: 'regencies', level: 'districts', summary: "A city's or regency's districts" },
  { parent: 'districts', level: 'villages', summary: "A district's villages (kelurahan, desa)" },
]

/**
 * Indonesia's administrative areas with their Kemendagri codes, for the address forms' pickers
 * (docs/decisions/1013-address-areas.md). Public and the same for everyone.
 */
export const areaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/areas/provinces',
    { schema: { tags, summary: 'The provinces', response: { 200: answer[200] } } },
    async (_request, reply) => {
      const data = await areasOf('provinces')
      return reply.header('cache-control', CACHE).send({ data })
    },
  )

  for (const { parent, level, summary } of CHILDREN) {
    app.get(
      `/api/v1/areas/${parent}/:code/${level}`,
      {
        schema: {
          tags,
          summary,
          description: 'An unknown code is 404.',
          params: areaParentParams,
          response: answer,
        },
      },
      async (request, reply) => {
        const data = await areasOf(level, request.params.code)
        return reply.header('cache-control', CACHE).send({ data })
      },
    )
  }
}
