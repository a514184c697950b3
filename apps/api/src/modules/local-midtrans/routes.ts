import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { LOCAL_PROVIDER_PATHS } from '../config/public-config.ts'
import { notFound } from '../../lib/http-error.ts'
import { payPage } from './pay-page.ts'
import { LOCAL_CHOICES } from './simulator.ts'
import { PAY_JS, SNAP_JS } from './snap-script.ts'

const tokenParams = z.object({ token: z.string().uuid() })

/** The local payment simulator's script and popup; only when Midtrans is not configured. */
export const localMidtransRoutes: FastifyPluginAsyncZod = async (app) => {
  const simulator = app.localMidtrans
  if (!simulator) return
  const hide = { hide: true }

  app.get(LOCAL_PROVIDER_PATHS.snapJs, { schema: hide }, async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(SNAP_JS),
  )
  app.get('/local/midtrans/pay.js', { schema: hide }, async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(PAY_JS),
  )

  app.get(
    '/local/midtrans/pay/:token',
    { schema: { ...hide, params: tokenParams } },
    async (request, reply) => {
      const transaction = simulator.transaction(request.params.token)
      if (!transaction) throw notFound('Unknown payment token')
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(payPage(transaction))
    },
  )

  app.post(
    '/local/midtrans/pay/:token',
    {
      schema: {
        ...hide,
        params: tokenParams,
        body: z.object({ choice: z.enum(LOCAL_CHOICES) }),
      },
    },
    async (request) => {
      const outcome = await simulator.choose(request.params.token, request.body.choice)
      if (!outcome) throw notFound('Unknown payment token')
      return outcome
    },
  )
}
