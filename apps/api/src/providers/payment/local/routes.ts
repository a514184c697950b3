import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notFound } from '../../../lib/http-error.ts'
import { LOCAL_PROVIDER_PATHS } from '../../../modules/config/public-config.ts'
import { LOCAL_MIDTRANS_PATHS } from './paths.ts'
import { payPage } from './pay-page.ts'
import { PAY_JS, SNAP_JS } from './snap-script.ts'
import {
  LOCAL_CHOICES,
  LOCAL_PENDING_METHODS,
  type LocalMidtransTwin,
  type TwinAnswer,
} from './twin.ts'

const tokenParams = z.object({ token: z.string().uuid() })
const orderParams = z.object({ orderId: z.string().min(1).max(100) })
const itemSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
  merchant_name: z.string().max(50).optional(),
})
const snapRequestSchema = z.looseObject({
  transaction_details: z.object({
    order_id: z.string().min(1).max(50),
    gross_amount: z.number().int().positive(),
  }),
  item_details: z.array(itemSchema).min(1),
  expiry: z.looseObject({ duration: z.number().int().positive(), unit: z.string() }).optional(),
})
const refundRequestSchema = z.object({
  refund_key: z.string().min(1).max(100),
  amount: z.number().int().positive(),
  reason: z.string().max(255).optional(),
})
const hide = { hide: true }

/**
 * The local twin's HTTP side: Midtrans' Snap API and Core API (status, cancel, refund) with Basic
 * auth by the server key, plus snap.js and the popup page the browser uses.
 */
export const localMidtransRoutes: FastifyPluginAsyncZod<{ twin: LocalMidtransTwin }> = async (
  app,
  { twin },
) => {
  const expected = `Basic ${Buffer.from(`${twin.serverKey}:`).toString('base64')}`
  const answer = (reply: FastifyReply, result: TwinAnswer) =>
    reply.status(result.status).send(result.body)
  const serverKeyOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization !== expected) {
      return reply.status(401).send({ status_code: '401', status_message: 'Access denied' })
    }
  }
  const { snapApi, coreApi } = LOCAL_MIDTRANS_PATHS

  app.post(
    `${snapApi}/v1/transactions`,
    { schema: { ...hide, body: snapRequestSchema }, onRequest: serverKeyOnly },
    async (request, reply) => answer(reply, await twin.createTransaction(request.body)),
  )
  app.get(
    `${coreApi}/v2/:orderId/status`,
    { schema: { ...hide, params: orderParams }, onRequest: serverKeyOnly },
    async (request, reply) => answer(reply, await twin.status(request.params.orderId)),
  )
  app.post(
    `${coreApi}/v2/:orderId/cancel`,
    { schema: { ...hide, params: orderParams }, onRequest: serverKeyOnly },
    async (request, reply) => answer(reply, await twin.cancel(request.params.orderId)),
  )
  app.post(
    `${coreApi}/v2/:orderId/refund`,
    {
      schema: { ...hide, params: orderParams, body: refundRequestSchema },
      onRequest: serverKeyOnly,
    },
    async (request, reply) =>
      answer(reply, await twin.refund(request.params.orderId, request.body)),
  )

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
      const transaction = await twin.transaction(request.params.token)
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
        body: z.object({
          choice: z.enum(LOCAL_CHOICES),
          method: z.enum(LOCAL_PENDING_METHODS).optional(),
        }),
      },
    },
    async (request) => {
      const { choice, method } = request.body
      const outcome = await twin.choose(request.params.token, choice, method)
      if (!outcome) throw notFound('Unknown payment token')
      return outcome
    },
  )
}
