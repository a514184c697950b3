import type { FastifyInstance, FastifyRequest } from 'fastify'
import { forbidden, unauthorized } from '../../lib/http-error.ts'
import { signedInOnly } from '../../lib/route-schema.ts'
import { currentUserId } from '../../plugins/auth.ts'
import { findUserById } from './repository.ts'
import { isOperatorEmail } from './user-view.ts'

export const OPERATORS_ONLY_MESSAGE = 'Only operators can do this.'

/**
 * preHandler for every route under /api/v1/admin (docs/decisions/0950-operators.md): after the
 * route's `onRequest: app.authenticate`, answers 403 unless the caller's email is in ADMIN_EMAILS.
 * Read on every request, so an operator removed from the list loses access with their next call.
 */
export async function requireOperator(request: FastifyRequest) {
  const user = await findUserById(request.server.db, currentUserId(request))
  if (!user) throw unauthorized()
  if (!isOperatorEmail(request.server.config, user.email)) throw forbidden(OPERATORS_ONLY_MESSAGE)
}

/** The group options of operator-only routes (see routeGroup): a session, then an operator. */
export const operatorOnly = (app: FastifyInstance) => ({
  ...signedInOnly(app),
  preHandler: requireOperator,
})
