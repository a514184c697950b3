import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { LOCAL_IRIS_PATH } from './paths.ts'
import type { LocalIrisTwin, TwinAnswer } from './twin.ts'

export interface LocalIrisKeys {
  creatorKey: string
  approverKey: string
}

const hide = { hide: true }

/**
 * The local twin's HTTP side: Iris' payout API with its basic auth (the API key as the user,
 * an empty password). The creator key creates, validates and reads; only the approver key
 * approves (docs/decisions/0981).
 */
export const localIrisRoutes: FastifyPluginAsyncZod<{
  twin: LocalIrisTwin
  keys: LocalIrisKeys
}> = async (app, { twin, keys }) => {
  const answer = (reply: FastifyReply, result: TwinAnswer) =>
    reply.status(result.status).send(result.body)
  const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`
  const only = (...allowed: string[]) =>
    async function irisAuth(request: FastifyRequest, reply: FastifyReply) {
      const given = request.headers.authorization
      if (!allowed.some((key) => given === basic(key))) {
        return reply
          .status(401)
          .send({ error_message: 'Unauthorized', errors: ['Invalid API key'] })
      }
    }
  const creator = only(keys.creatorKey)
  const either = only(keys.creatorKey, keys.approverKey)

  app.get(
    `${LOCAL_IRIS_PATH}/api/v1/account_validation`,
    {
      schema: { ...hide, querystring: z.object({ bank: z.string(), account: z.string() }) },
      onRequest: either,
    },
    async (request, reply) =>
      answer(reply, twin.validateAccount(request.query.bank, request.query.account)),
  )
  app.post(
    `${LOCAL_IRIS_PATH}/api/v1/payouts`,
    { schema: hide, onRequest: creator },
    async (request, reply) => {
      const key = request.headers['x-idempotency-key']
      return answer(
        reply,
        await twin.create(request.body, typeof key === 'string' ? key : undefined),
      )
    },
  )
  app.post(
    `${LOCAL_IRIS_PATH}/api/v1/payouts/approve`,
    { schema: hide, onRequest: only(keys.approverKey) },
    async (request, reply) => answer(reply, await twin.approve(request.body)),
  )
  app.get(
    `${LOCAL_IRIS_PATH}/api/v1/payouts/:referenceNo`,
    {
      schema: { ...hide, params: z.object({ referenceNo: z.string().min(1).max(100) }) },
      onRequest: either,
    },
    async (request, reply) => answer(reply, await twin.details(request.params.referenceNo)),
  )
}
