import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import helmet from 'helmet'
import type { Config } from '../config.ts'
import { REFRESH_COOKIE } from '../modules/auth/cookie.ts'

const GOOGLE_ORIGINS = ['https://accounts.google.com', 'https://apis.google.com']

function originOf(url: string): string {
  return new URL(url).origin
}

/**
 * The Content-Security-Policy, built from the configuration only: the configured Snap script's
 * origin, Google's sign-in origins and the S3 storage's origin, and nothing else outside the
 * origin that served the page ('self'), whatever host that is (docs/decisions/0721).
 * `upgradeInsecure` is set for answers sent over https.
 */
export function contentSecurityPolicy(config: Config, upgradeInsecure = false) {
  const payment = config.midtrans ? [originOf(config.midtrans.snapJsUrl)] : []
  const google = config.google ? GOOGLE_ORIGINS : []
  const storage = config.storage.kind === 's3' ? [originOf(config.storage.publicUrl)] : []
  const outside = [...payment, ...google]
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...outside],
    frameSrc: ["'self'", ...outside],
    connectSrc: ["'self'", ...outside],
    // Profile pictures may be any https image (Google avatars, user-given URLs).
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...storage],
    styleSrc: ["'self'", "'unsafe-inline'", ...google],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    upgradeInsecureRequests: upgradeInsecure ? [] : null,
  }
}

type Transport = 'https' | 'loopback' | 'http'

/**
 * How the browser reached this answer: over https (the request's own protocol — behind a trusted
 * proxy, X-Forwarded-Proto — or the https PUBLIC_URL's host), over http to this machine's loopback
 * (which browsers trust like https), or over plain http by another host such as a LAN address.
 */
function transportOf(request: FastifyRequest, publicUrl: URL): Transport {
  if (request.protocol === 'https') return 'https'
  if (publicUrl.protocol === 'https:' && request.host === publicUrl.host) return 'https'
  const name = request.hostname.replace(/^\[|\]$/g, '')
  const loopback =
    name === 'localhost' || name.endsWith('.localhost') || name === '::1' || /^127\./.test(name)
  return loopback ? 'loopback' : 'http'
}

/**
 * Helmet's headers on every answer, in three variants built once: @fastify/helmet built its
 * middleware again for every request, a fifth of a small request's time (ADR 0204). Over plain
 * http nothing is upgraded (same-origin files would break), and the opener policy and origin
 * keying, which browsers honour only in secure contexts and warn about elsewhere, are left out.
 */
export const securityPlugin = fp(async function security(app: FastifyInstance) {
  const publicUrl = new URL(app.config.publicUrl)
  const headers = (transport: Transport) =>
    helmet({
      contentSecurityPolicy: {
        directives: contentSecurityPolicy(app.config, transport === 'https'),
      },
      // The local payment and sign-in popups are windows of this origin that talk to their opener.
      crossOriginOpenerPolicy:
        transport === 'http' ? false : { policy: 'same-origin-allow-popups' },
      crossOriginResourcePolicy: { policy: 'same-site' },
      originAgentCluster: transport !== 'http',
      hsts: transport === 'https',
    })
  const variants: Record<Transport, ReturnType<typeof helmet>> = {
    https: headers('https'),
    loopback: headers('loopback'),
    http: headers('http'),
  }
  app.addHook('onRequest', (request, reply, done) => {
    variants[transportOf(request, publicUrl)](request.raw, reply.raw, (error?: unknown) =>
      done(error as Error | undefined),
    )
  })
  // An answer to a signed-in user is theirs alone: no browser or shared cache keeps it, unless
  // its route said how it may be kept (docs/decisions/1007-signed-in-answers-not-stored.md).
  app.addHook('onSend', async (request, reply) => {
    if (reply.hasHeader('cache-control') || !presentsSession(request)) return
    reply.header('cache-control', 'no-store')
  })
})

/** A bearer token (its signature held) or the refresh cookie came with the request. */
function presentsSession(request: FastifyRequest): boolean {
  return request.bearerUserId !== undefined || Boolean(request.cookies?.[REFRESH_COOKIE])
}
