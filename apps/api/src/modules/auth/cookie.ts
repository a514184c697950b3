import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../../config.ts'

export const REFRESH_COOKIE = 'refresh_token'

function cookieOptions(config: Config) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: config.publicUrl.startsWith('https:'),
  }
}

export function setRefreshCookie(
  reply: FastifyReply,
  config: Config,
  token: string,
  expiresAt: Date,
) {
  reply.setCookie(REFRESH_COOKIE, token, { ...cookieOptions(config), expires: expiresAt })
}

export function clearRefreshCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(REFRESH_COOKIE, cookieOptions(config))
}

/** Non-browser clients send the token in the body; browsers send the cookie. */
export function presentedRefreshToken(request: FastifyRequest): string | undefined {
  const body = request.body as { refreshToken?: unknown } | undefined
  if (typeof body?.refreshToken === 'string' && body.refreshToken !== '') return body.refreshToken
  return request.cookies[REFRESH_COOKIE] || undefined
}
