import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { LOCAL_BITESHIP_PATH } from './paths.ts'
import type { LocalBiteshipTwin, TwinAnswer } from './twin.ts'

const trackingParams = z.object({
  waybill: z.string().min(1).max(100),
  courier: z.string().min(1).max(40),
})
const hide = { hide: true }

/**
 * The local twin's HTTP side: Biteship's rates and public tracking, with Biteship's
 * `authorization: {api key}` header (no scheme) checked on every call.
 */
export const localBiteshipRoutes: FastifyPluginAsyncZod<{ twin: LocalBiteshipTwin }> = async (
  app,
  { twin },
) => {
  const answer = (reply: FastifyReply, result: TwinAnswer) =>
    reply.status(result.status).send(result.body)
  const apiKeyOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization !== twin.apiKey) {
      return reply.status(401).send({ success: false, error: 'Authorization is invalid' })
    }
  }

  app.post(
    `${LOCAL_BITESHIP_PATH}/v1/rates/couriers`,
    { schema: hide, onRequest: apiKeyOnly },
    async (request, reply) => answer(reply, twin.rates(request.body)),
  )
  app.get(
    `${LOCAL_BITESHIP_PATH}/v1/trackings/:waybill/couriers/:courier`,
    { schema: { ...hide, params: trackingParams }, onRequest: apiKeyOnly },
    async (request, reply) =>
      answer(reply, await twin.track(request.params.waybill, request.params.courier)),
  )
}
