import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AnswerCache } from './answer-cache.ts'
import { catalogueVersion } from './repository.ts'

/**
 * Catalogue reads answered from memory while the catalogue version stands still (answer-cache,
 * docs/decisions/0205) for the routes of `app`'s plugin, which answer through `answer`: a kept
 * answer is sent as it was; otherwise `make` runs and its 200 answer, once serialized, is kept.
 * With `maxChars` 0 every answer is made afresh, without reading the version.
 */
export function cachedAnswers(app: FastifyInstance, maxChars: number) {
  const cache = new AnswerCache(maxChars)
  const making = new WeakMap<FastifyRequest, { key: string; version: number }>()

  app.addHook('onSend', async (request, reply, payload) => {
    const made = making.get(request)
    if (made && reply.statusCode === 200 && typeof payload === 'string') {
      cache.set(made.key, made.version, payload)
    }
    return payload
  })

  async function answer<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    make: () => Promise<T>,
  ): Promise<T | FastifyReply> {
    if (maxChars === 0) return make()
    const version = await catalogueVersion(app.db)
    const body = cache.get(key, version)
    if (body !== undefined) return reply.type('application/json; charset=utf-8').send(body)
    if (request.method === 'GET') making.set(request, { key, version })
    return make()
  }

  return answer
}
