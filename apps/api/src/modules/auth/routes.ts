import {
  errorBodySchema,
  googleLoginSchema,
  loginResponseSchema,
  loginSchema,
  refreshResponseSchema,
  refreshTokenSchema,
  registerResponseSchema,
  registerSchema,
} from '@pasar/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { clearRefreshCookie, presentedRefreshToken, setRefreshCookie } from './cookie.ts'
import { signInWithGoogle } from './google.ts'
import { login, register } from './service.ts'
import { endSession, rotateSession } from './sessions.ts'

const tags = ['auth']
const errors = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema }

/** Registration, sign-in (password and Google), token refresh and sign-out (DESIGN §3). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const user = await register(app, request.body)
      return reply.status(201).send({ message: 'Registration successful', data: user })
    },
  )

  app.post(
    '/login',
    {
      preHandler: app.authRateLimit('login'),
      schema: { tags, body: loginSchema, response: { 200: loginResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const session = await login(app, request.body)
      setRefreshCookie(reply, app.config, session.refreshToken, session.expiresAt)
      return {
        accessToken: session.accessToken,
        refreshToken: session.refreshToken,
        data: session.user,
      }
    },
  )

  app.post(
    '/auth/google',
    {
      schema: {
        tags,
        body: googleLoginSchema,
        response: { 200: loginResponseSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const session = await signInWithGoogle(app, request.body.code)
      setRefreshCookie(reply, app.config, session.refreshToken, session.expiresAt)
      return {
        accessToken: session.accessToken,
        refreshToken: session.refreshToken,
        data: session.user,
      }
    },
  )

  app.post(
    '/refresh-token',
    {
      schema: {
        tags,
        body: refreshTokenSchema.nullish(),
        response: { 200: refreshResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      try {
        const session = await rotateSession(app, presentedRefreshToken(request))
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
      schema: { tags, body: refreshTokenSchema.nullish(), response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await endSession(app, presentedRefreshToken(request))
      clearRefreshCookie(reply, app.config)
      return reply.status(204).send(null)
    },
  )
}
