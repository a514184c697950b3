import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import { HttpError } from '../lib/http-error.ts'

const WINDOW_MS = 60_000

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler that limits a route to AUTH_RATE_LIMIT_MAX attempts a minute per client IP and,
     * separately, per `email` in the body. `scope` keeps each route's budget apart.
     */
    authRateLimit(scope: string): (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
}

function emailOf(request: FastifyRequest): string | undefined {
  const body = request.body as { email?: unknown } | undefined
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : undefined
}

/** Counters live in Redis when REDIS_URL is set, so every API process shares one budget. */
export const rateLimitPlugin = fp(async function rateLimitSetup(app: FastifyInstance) {
  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true })
    : undefined
  if (redis) app.addHook('onClose', async () => void (await redis.quit()))

  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'pasar-rl:' } : {}),
  })

  const max = app.config.authRateLimitMax
  app.decorate('authRateLimit', (scope: string) => {
    const byIp = app.createRateLimit({
      max,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => `${scope}:ip:${request.ip}`,
    })
    const byEmail = app.createRateLimit({
      max,
      timeWindow: WINDOW_MS,
      keyGenerator: (request) => `${scope}:email:${emailOf(request) ?? ''}`,
    })
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const checks = [byIp(request)]
      if (emailOf(request)) checks.push(byEmail(request))
      for (const result of await Promise.all(checks)) {
        if (!result.isAllowed && result.isExceeded) {
          reply.header('retry-after', String(result.ttlInSeconds))
          throw new HttpError(
            429,
            `Too many attempts. Please wait ${result.ttlInSeconds} seconds and try again.`,
          )
        }
      }
    }
  })
})
