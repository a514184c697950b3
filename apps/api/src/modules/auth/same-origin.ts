import type { FastifyRequest } from 'fastify'
import { forbidden } from '../../lib/http-error.ts'

export const CROSS_SITE = 'Cross-site request refused.'

/** Bodies a page of another site can send without asking first (no CORS preflight). */
const FORM_TYPES = /^\s*(multipart\/form-data|application\/x-www-form-urlencoded|text\/plain)\b/i

function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin
  } catch {
    return undefined
  }
}

/**
 * onRequest guard for the routes that act on the refresh cookie (docs/decisions/1001): a request
 * sent by a page of another site is refused with 403 before its body is read, so the session stays
 * valid. Same-origin means PUBLIC_URL's origin or the origin the request was addressed to (the app
 * works by whatever address it is opened with). A browser names the page's origin on every POST;
 * a request with neither Origin nor Sec-Fetch-Site comes from a program, which is let through.
 */
export function sameOriginOnly(publicUrl: string) {
  const configured = new URL(publicUrl).origin
  return async (request: FastifyRequest) => {
    const origin = request.headers.origin
    if (origin !== undefined) {
      const own = originOf(`${request.protocol}://${request.host}`)
      const given = originOf(origin)
      if (!given || (given !== configured && given !== own)) throw forbidden(CROSS_SITE)
    }
    const site = request.headers['sec-fetch-site']
    if (site !== undefined && site !== 'same-origin' && site !== 'none') {
      throw forbidden(CROSS_SITE)
    }
    if (FORM_TYPES.test(request.headers['content-type'] ?? '')) throw forbidden(CROSS_SITE)
  }
}
