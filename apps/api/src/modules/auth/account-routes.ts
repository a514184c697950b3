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
import { authDeps } from './deps.ts'
import { removePicture, setPicture } from './picture.ts'
import { readPicture } from './picture-form.ts'
import { requestPasswordReset, resetPassword } from './password-reset.ts'
import { changePassword, getProfile, updateProfile } from './service.ts'
import { bearerSecurity, routeGroup, signedInOnly } from '../../lib/route-schema.ts'

const errors = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema }

/** The signed-in user's profile and password, and the password reset by mailed code. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => authDeps(app)
  const signedInRoute = routeGroup({ tags: ['account'], ...signedInOnly(app) })
  app.get(
    '/me',
    signedInRoute({ response: { 200: dataOf(userSchema), ...errors } }),
    async (request) => ({ data: await getProfile(deps(), currentUserId(request)) }),
  )

  app.patch(
    '/me',
    signedInRoute({
      body: updateProfileSchema,
      response: { 200: dataOf(userSchema), ...errors },
    }),
    async (request) => ({
      data: await updateProfile(deps(), currentUserId(request), request.body),
    }),
  )

  app.post(
    '/me/picture',
    signedInRoute({
      summary: 'Upload a profile picture',
      description:
        'multipart/form-data with one file in `picture` (JPEG, PNG or WebP by content, at most ' +
        '5,000,000 bytes). It is re-encoded like product images; `picture` becomes its URL.',
      consumes: ['multipart/form-data'],
      response: {
        200: dataOf(userSchema),
        ...errors,
        413: errorBodySchema,
        415: errorBodySchema,
      },
    }),
    async (request) => {
      const bytes = await readPicture(request)
      return { data: await setPicture(deps(), currentUserId(request), bytes) }
    },
  )

  app.delete(
    '/me/picture',
    signedInRoute({
      summary: 'Remove the profile picture',
      response: { 200: dataOf(userSchema), ...errors },
    }),
    async (request) => ({ data: await removePicture(deps(), currentUserId(request)) }),
  )

  app.post(
    '/me/password',
    {
      onRequest: app.authenticate,
      preHandler: app.authRateLimit('me-password'),
      schema: {
        tags: ['account'],
        security: bearerSecurity,
        body: changePasswordSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const userId = currentUserId(request)
      await changePassword(deps(), userId, request.body, presentedRefreshToken(request))
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
      await requestPasswordReset(deps(), request.body.email)
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
      await resetPassword(deps(), request.body)
      return reply.status(204).send(null)
    },
  )
}
