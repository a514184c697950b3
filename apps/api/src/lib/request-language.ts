import { preferredLanguage, type InterfaceLanguage } from '@pasar/shared'
import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * The language a request reads in, from its Accept-Language (the web sends the one on screen):
 * Indonesian when it comes before English, else English (docs/decisions/1011).
 */
export function requestLanguage(request: FastifyRequest): InterfaceLanguage {
  const header = request.headers['accept-language'] ?? ''
  return preferredLanguage(header.split(',').map((part) => part.split(';')[0] ?? ''))
}

/** Tells caches that the answer depends on Accept-Language. */
export function variesByLanguage(reply: FastifyReply) {
  const vary = reply.getHeader('vary')
  const current = typeof vary === 'string' ? vary : Array.isArray(vary) ? vary.join(', ') : ''
  if (!/(^|,)\s*accept-language\s*(,|$)/i.test(current)) {
    reply.header('vary', current ? `${current}, Accept-Language` : 'Accept-Language')
  }
  return reply
}
