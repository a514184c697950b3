import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet from 'helmet'
import type { Config } from '../config.ts'

const GOOGLE_ORIGINS = ['https://accounts.google.com', 'https://apis.google.com']

function originOf(url: string): string {
  return new URL(url).origin
}

/**
 * DESIGN §5.12: the Content-Security-Policy allows the configured Snap script's origin and
 * Google's sign-in origins, and nothing else outside the app's own origin.
 */
export function contentSecurityPolicy(config: Config) {
  const payment = config.midtrans ? [originOf(config.midtrans.snapJsUrl)] : []
  const google = config.google ? GOOGLE_ORIGINS : []
  const storage =
    config.storage.kind === 's3' && config.storage.publicUrl
      ? [originOf(config.storage.publicUrl)]
      : []
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
    upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
  }
}

/**
 * Helmet's headers on every answer. Its middleware is built once: @fastify/helmet built it again
 * for every request, re-reading every directive, a fifth of a small request's time (ADR 0204).
 */
export const securityPlugin = fp(async function security(app: FastifyInstance) {
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: { directives: contentSecurityPolicy(app.config) },
    // The local payment and sign-in popups are windows of this origin that talk to their opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    hsts: app.config.publicUrl.startsWith('https:'),
  })
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error as Error | undefined),
    )
  })
})
