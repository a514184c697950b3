import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { decodeJwt, errors as joseErrors, jwtVerify, SignJWT } from 'jose'
import { LRUCache } from 'lru-cache'
import { unauthorized } from '../lib/http-error.ts'
import { suspensionOf } from '../modules/auth/repository.ts'
import { suspendedMessage } from '../modules/auth/suspension.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: requires a valid bearer access token and sets request.userId. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>
    signAccessToken(userId: number): Promise<string>
  }
  interface FastifyRequest {
    /** The signed-in user; set by the authenticate hook. */
    userId: number | undefined
    /** The user of the bearer token the request carries, when its signature and claims hold. */
    bearerUserId: number | undefined
  }
}

export interface AuthOptions {
  secret: string
  accessTokenTtlMs: number
  issuer: string
}

/** The signed-in user's id; use after the authenticate hook. */
export function currentUserId(request: FastifyRequest): number {
  if (request.userId === undefined) throw unauthorized()
  return request.userId
}

/** Tokens known to be valid at most, the least recently used forgotten beyond that. */
const KNOWN_TOKENS = 10_000

export const authPlugin = fp(async function auth(app: FastifyInstance, opts: AuthOptions) {
  const key = new TextEncoder().encode(opts.secret)

  /** The user and expiry (seconds) of a token whose signature and claims hold. */
  async function verified(request: FastifyRequest, token: string) {
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer: opts.issuer,
        algorithms: ['HS256'],
      })
      const id = Number(payload.sub)
      return Number.isInteger(id) && id > 0 ? { id, exp: payload.exp ?? Infinity } : undefined
    } catch (error) {
      if (error instanceof joseErrors.JWTClaimValidationFailed && error.claim === 'iss') {
        logIssuerMismatch(request, token)
      }
      return undefined
    }
  }

  // A signed-in shopper's app sends the same token with every call, public ones too: a token
  // verified once is known by its exact text until it expires, so the next calls skip WebCrypto
  // (docs/decisions/0953-tokens-verified-before-the-turn.md).
  // A token refused (undefined) is not kept; calls with the same token meanwhile share one check.
  const known = new LRUCache<string, { id: number; exp: number }, FastifyRequest>({
    max: KNOWN_TOKENS,
    ttl: opts.accessTokenTtlMs,
    ignoreFetchAbort: true,
    fetchMethod: (token, _stale, { context }) => verified(context, token),
  })

  async function verify(request: FastifyRequest): Promise<number | undefined> {
    const header = request.headers.authorization
    if (!header?.startsWith('Bearer ')) return undefined
    const token = header.slice(7)
    const user = await known.fetch(token, { context: request })
    return user && user.exp * 1000 > Date.now() ? user.id : undefined
  }

  /**
   * A token signed with our JWT_SECRET but issued under another PUBLIC_URL comes from a sibling
   * process configured differently: the user only sees 'Session expired', so say why in the log.
   */
  function logIssuerMismatch(request: FastifyRequest, token: string) {
    let issuer: unknown
    try {
      issuer = decodeJwt(token).iss
    } catch {
      issuer = undefined
    }
    request.log.error(
      { expectedIssuer: opts.issuer, tokenIssuer: issuer },
      'access token refused: it was issued under another PUBLIC_URL; every process must share ' +
        'the same PUBLIC_URL and JWT_SECRET',
    )
  }

  app.decorateRequest('userId', undefined)
  app.decorateRequest('bearerUserId', undefined)
  // Every request's token is verified as it arrives, before the request takes its turn at
  // PGlite (app.ts): WebCrypto answers from the thread pool, and a request that went there after
  // its turn had given the turn away before reaching the database
  // (docs/decisions/0953-tokens-verified-before-the-turn.md).
  app.addHook('onRequest', async (request) => {
    request.bearerUserId = await verify(request)
  })
  app.decorate('signAccessToken', (userId: number) =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(userId))
      .setIssuer(opts.issuer)
      .setIssuedAt()
      .setExpirationTime(new Date(Date.now() + opts.accessTokenTtlMs))
      .sign(key),
  )
  app.decorate('authenticate', async (request: FastifyRequest) => {
    request.userId = request.bearerUserId
    if (request.userId === undefined) {
      throw unauthorized(request.headers.authorization ? 'Session expired' : 'Unauthorized')
    }
    // An access token outlives a suspension by up to ACCESS_TOKEN_TTL: one primary-key read
    // refuses it at once (docs/decisions/0990-suspended-users.md).
    const suspension = await suspensionOf(app.db, request.userId)
    if (suspension) {
      request.userId = undefined
      throw unauthorized(suspendedMessage(suspension.suspendedReason))
    }
  })
})
