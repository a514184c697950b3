import type { AdminUser } from '@pasar/shared'
import type { Config } from '../../config.ts'
import type { Db, Tx } from '../../db/client.ts'
import { conflict, notFound } from '../../lib/http-error.ts'
import * as repo from './repository.ts'
import { revokeUserSessions } from './session-repository.ts'
import { isOperatorEmail } from './user-view.ts'

// What the operator console asks of the auth module (docs/decisions/0990-suspended-users.md).

type Handle = Db | Tx

export function toAdminUser(config: Pick<Config, 'operatorEmails'>, row: repo.UserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    isOperator: isOperatorEmail(config, row.email),
    suspended:
      row.suspendedAt && row.suspendedReason !== null
        ? { at: row.suspendedAt.toISOString(), reason: row.suspendedReason }
        : null,
  }
}

export async function searchUsers(
  db: Handle,
  config: Pick<Config, 'operatorEmails'>,
  q: string | undefined,
  page: number,
  limit: number,
) {
  const { rows, total } = await repo.pageOfUsers(db, q, page, limit)
  return { rows: rows.map((row) => toAdminUser(config, row)), total }
}

/**
 * Suspends a user and revokes every session of theirs, in the caller's transaction. 404 for an
 * unknown user; 409 for an operator (themselves included) or one already suspended.
 */
export async function suspendUser(
  tx: Tx,
  config: Pick<Config, 'operatorEmails'>,
  userId: number,
  reason: string,
): Promise<AdminUser> {
  const user = await repo.findUserById(tx, userId)
  if (!user) throw notFound('User not found')
  if (isOperatorEmail(config, user.email)) throw conflict('Operators cannot be suspended.')
  if (user.suspendedAt) throw conflict('This user is already suspended.')
  const row = await repo.setSuspension(tx, userId, reason)
  if (!row) throw conflict('This user is already suspended.')
  await revokeUserSessions(tx, userId)
  return toAdminUser(config, row)
}

/** Lifts a suspension: the user may sign in again. 409 when not suspended. */
export async function unsuspendUser(
  tx: Tx,
  config: Pick<Config, 'operatorEmails'>,
  userId: number,
): Promise<AdminUser> {
  const user = await repo.findUserById(tx, userId)
  if (!user) throw notFound('User not found')
  if (!user.suspendedAt) throw conflict('This user is not suspended.')
  const row = await repo.setSuspension(tx, userId, null)
  if (!row) throw conflict('This user is not suspended.')
  return toAdminUser(config, row)
}

/** Names, emails and languages of users by id (the audit list's operators, mail to owners). */
export const peopleByIds = (db: Handle, ids: number[]) => repo.usersByIds(db, ids)
