import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../lib/http-error.ts'
import { memoryCounters, type CounterState } from './attempt-counters.ts'

const WINDOW_MS = 60_000
/** The per-IP budget of failed sign-ins is this many times the per IP+email one. */
const IP_FACTOR = 10

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler that limits a route to AUTH_RATE_LIMIT_MAX attempts a minute per client IP and,
     * separately, per `email` in the body. Every attempt counts. `scope` keeps each route's
     * budget apart.
     */
    authRateLimit(scope: string): (request: FastifyRequest, reply: FastifyReply) => Promise<void>
    /**
     * Runs a sign-in attempt under the failed sign-in limit: AUTH_RATE_LIMIT_MAX failures a
     * minute per IP+email and ten times that per IP. Only an attempt that ends in a 401 counts;
     * past the limit the attempt is not made and the answer is 429 with Retry-After.
     */
    limitSignIn<T>(
      request: FastifyRequest,
      reply: FastifyReply,
      email: string | undefined,
      attempt: () => Promise<T>,
    ): Promise<T>
  }
}

function emailOf(request: FastifyRequest): string | undefined {
  const body = request.body as { email?: unknown } | undefined
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : undefined
}

const secondsLeft = (state: CounterState) => Math.max(1, Math.ceil(state.ttlMs / 1000))
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

function tooMany(reply: FastifyReply, seconds: number, message: string): HttpError {
  reply.header('retry-after', String(seconds))
  return new HttpError(429, message)
}

/**
 * Counters live in Redis when REDIS_URL is set, so every API process shares one budget; keys are
 * `pasar-rl:<scope>:ip:<ip>`, `pasar-rl:<scope>:email:<email>` and, for sign-in,
 * `pasar-rl:login:ip-email:<ip>/<email>` (docs/decisions/0501-sign-in-limit-counts-failures.md).
 */
export const rateLimitPlugin = fp(async function rateLimitSetup(app: FastifyInstance) {
  // ioredis is loaded only when Redis is configured.
  const counters = app.config.redisUrl
    ? (await import('./redis-counters.ts')).redisCounters(app.config.redisUrl)
    : memoryCounters()
  app.addHook('onClose', () => counters.close())
  const max = app.config.authRateLimitMax

  app.decorate('authRateLimit', (scope: string) => {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const email = emailOf(request)
      const keys = [`${scope}:ip:${request.ip}`, ...(email ? [`${scope}:email:${email}`] : [])]
      const states = await Promise.all(keys.map((key) => counters.hit(key, WINDOW_MS)))
      const over = states.filter((state) => state.count > max)
      if (over.length === 0) return
      const seconds = Math.max(...over.map(secondsLeft))
      throw tooMany(
        reply,
        seconds,
        `Too many attempts. Please wait ${plural(seconds, 'second')} and try again.`,
      )
    }
  })

  app.decorate(
    'limitSignIn',
    async <T>(
      request: FastifyRequest,
      reply: FastifyReply,
      email: string | undefined,
      attempt: () => Promise<T>,
    ): Promise<T> => {
      const limits = [
        { key: `login:ip:${request.ip}`, max: max * IP_FACTOR },
        // An IP address never holds '/', so the key reads back unambiguously.
        ...(email ? [{ key: `login:ip-email:${request.ip}/${email.toLowerCase()}`, max }] : []),
      ]
      // The attempt is counted up front, so parallel attempts cannot all slip under the limit,
      // and handed back below unless it failed.
      const states = await Promise.all(
        limits.map(async (limit) => ({ ...(await counters.hit(limit.key, WINDOW_MS)), limit })),
      )
      const handBack = () => Promise.all(limits.map((limit) => counters.undo(limit.key)))
      const over = states.filter((state) => state.count > state.limit.max)
      if (over.length > 0) {
        await handBack()
        const seconds = Math.max(...over.map(secondsLeft))
        throw tooMany(
          reply,
          seconds,
          `Too many failed sign-in attempts. Try again in ${plural(seconds, 'second')}.`,
        )
      }
      let failed = false
      try {
        return await attempt()
      } catch (error) {
        failed = error instanceof HttpError && error.statusCode === 401
        throw error
      } finally {
        if (!failed) await handBack()
      }
    },
  )
})
