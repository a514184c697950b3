import {
  changePasswordSchema,
  dataOf,
  errorBodySchema,
  forgotPasswordSchema,
  messageSchema,
  resetPasswordSchema,
  updateProfileSchema,
  userSchema,
} from '@pasar/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUserId } from '../../plugins/auth.ts'
import { presentedRefreshToken } from './cookie.ts'
import { requestPasswordReset, resetPassword } from './password-reset.ts'
import { changePassword, getProfile, updateProfile } from './service.ts'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema }
const security = [{ bearer: [] }]

/** The signed-in user's profile and password, and the password reset by mailed code. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      onRequest: app.authenticate,
      schema: { tags: ['account'], security, response: { 200: dataOf(userSchema), ...errors } },
    },
    async (request) => ({ data: await getProfile(app, currentUserId(request)) }),
  )

  app.patch(
    '/me',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        security,
        body: updateProfileSchema,
        response: { 200: dataOf(userSchema), ...errors },
      },
    },
    async (request) => ({ data: await updateProfile(app, currentUserId(request), request.body) }),
  )

  app.post(
    '/me/password',
    {
      onRequest: app.authenticate,
      preHandler: app.authRateLimit('me-password'),
      schema: {
        tags: ['account'],
        security,
        body: changePasswordSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request)
      await changePassword(app, userId, request.body, presentedRefreshToken(request))
      return reply.status(204).send(null)
    },
  )

  app.post(
    '/password/forgot',
    {
      preHandler: app.authRateLimit('password-forgot'),
      schema: {
        tags: ['account'],
        body: forgotPasswordSchema,
        response: { 202: messageSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(app, request.body.email)
      return reply
        .status(202)
        .send({ message: 'If an account exists for this email, a reset code is on its way.' })
    },
  )

  app.post(
    '/password/reset',
    {
      preHandler: app.authRateLimit('password-reset'),
      schema: {
        tags: ['account'],
        body: resetPasswordSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await resetPassword(app, request.body)
      return reply.status(204).send(null)
    },
  )
}
