import { configResponseSchema } from '@pasar/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { publicProviderConfig } from './public-config.ts'

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const data = publicProviderConfig(app.config)
  app.get(
    '/api/v1/config',
    { schema: { tags: ['config'], response: { 200: configResponseSchema } } },
    async () => ({ data }),
  )
}
