import { errorBodySchema } from '@pasar/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { unauthorized } from '../../lib/http-error.ts'
import { PAYOUT_NOTIFICATION_PATH } from '../../providers/payout/index.ts'
import { payoutDepsOf } from './deps.ts'
import { handleNotification } from './service.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received: Iris signs these bytes. */
    rawBody?: string
  }
}

/**
 * Iris' payout notification (docs/decisions/0981): the signature over the raw body is checked
 * (401, nothing changes), then the payout's status is asked of the provider and applied.
 */
export const payoutNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Encapsulated: only this plugin's route keeps the raw body next to the parsed one.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body)
    request.rawBody = text
    try {
      done(null, JSON.parse(text))
    } catch {
      const error = Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 })
      done(error, undefined)
    }
  })

  app.post(
    PAYOUT_NOTIFICATION_PATH,
    {
      schema: {
        tags: ['payments'],
        summary: 'Midtrans Iris payout notification (signature checked, then the status is asked)',
        body: z.looseObject({}),
        response: {
          200: z.object({ message: z.string() }),
          400: errorBodySchema,
          401: errorBodySchema,
        },
      },
    },
    async (request) => {
      const result = await handleNotification(
        payoutDepsOf(app),
        request.rawBody ?? '',
        request.headers,
      )
      if (!result.valid) throw unauthorized('Invalid signature')
      return { message: result.applied ? 'Applied' : 'OK' }
    },
  )
}
