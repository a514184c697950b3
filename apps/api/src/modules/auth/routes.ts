import {
  errorBodySchema,
  googleLoginSchema,
  loginResponseSchema,
  loginSchema,
  refreshResponseSchema,
  refreshTokenSchema,
  registerResponseSchema,
  registerSchema,
  type User,
} from '@pasar/shared'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { clearRefreshCookie, presentedRefreshToken, setRefreshCookie } from './cookie.ts'
import { authDeps } from './deps.ts'
import { signInWithGoogle } from './google.ts'
import { login, register } from './service.ts'
import { sameOriginOnly } from './same-origin.ts'
import { endSession, rotateSession, type IssuedSession } from './sessions.ts'

const tags = ['auth']
const errors = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema }

/**
 * Registration, sign-in (password and Google), token refresh and sign-out
 * (docs/product.md#accounts, docs/product.md#sessions).
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => authDeps(app)
  // The two routes that act on the refresh cookie refuse another site's page.
  const sameOrigin = sameOriginOnly(app.config.publicUrl)
  /** A session begun: the refresh token in its cookie, and the answer of a sign-in. */
  const signedIn = (reply: FastifyReply, session: IssuedSession & { user: User }) => {
    setRefreshCookie(reply, app.config, session.refreshToken, session.expiresAt)
    return {
      accessToken: session.accessToken,
      refreshToken: session.refreshToken,
      data: session.user,
    }
  }
  app.post(
    '/register',
    {
      schema: {
        tags,
        body: registerSchema,
        response: { 201: registerResponseSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await register(deps(), request.body)
      return reply.status(201).send({ message: 'Registration successful', data: user })
    },
  )

  app.post(
    '/login',
    {
      schema: {
        tags,
        body: loginSchema,
        response: { 200: loginResponseSchema, ...errors, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const session = await app.limitSignIn(request, reply, request.body.email, () =>
        login(deps(), request.body),
      )
      return signedIn(reply, session)
    },
  )

  app.post(
    '/auth/google',
    {
      schema: {
        tags,
        body: googleLoginSchema,
        response: {
          200: loginResponseSchema,
          ...errors,
          403: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      // A refused code counts against the client's address like a wrong password.
      const session = await app.limitSignIn(request, reply, undefined, () =>
        signInWithGoogle(deps(), request.body.code, request.body.language),
      )
      return signedIn(reply, session)
    },
  )

  app.post(
    '/refresh-token',
    {
      onRequest: sameOrigin,
      schema: {
        tags,
        body: refreshTokenSchema.nullish(),
        response: { 200: refreshResponseSchema, ...errors, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      try {
        const session = await rotateSession(deps(), presentedRefreshToken(request))
        setRefreshCookie(reply, app.config, session.refreshToken, session.expiresAt)
        return { data: session.accessToken, refreshToken: session.refreshToken }
      } catch (error) {
        clearRefreshCookie(reply, app.config)
        throw error
      }
    },
  )

  app.post(
    '/logout',
    {
      onRequest: sameOrigin,
      schema: {
        tags,
        body: refreshTokenSchema.nullish(),
        response: { 204: z.null(), ...errors, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      await endSession(deps(), presentedRefreshToken(request))
      clearRefreshCookie(reply, app.config)
      return reply.status(204).send(null)
    },
  )
}
