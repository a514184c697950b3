import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ping } from '../../db/client.ts'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await ping(app.db)
        return { status: 'ok' as const }
      } catch (error) {
        request.log.error({ err: error }, 'health check failed')
        return reply.status(503).send({ message: 'Database unavailable' })
      }
    },
  )
}
