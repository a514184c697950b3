import { uniqueViolation } from '../../lib/pg-errors.ts'
import { randomInt } from 'node:crypto'
import { USERNAME_MIN } from '@pasar/shared'
import type { Language, User } from '@pasar/shared'
import { conflict } from '../../lib/http-error.ts'
import type { VerifiedIdentity } from '../../providers/identity/port.ts'
import type { AuthDeps } from './deps.ts'
import {
  findUserByEmail,
  findUserByGoogleSub,
  findUserByUsername,
  insertUser,
  updateUser,
  type UserRow,
} from './repository.ts'
import { refuseSuspended } from './suspension.ts'
import { startSession, type IssuedSession } from './sessions.ts'
import { toUserView } from './user-view.ts'

const USERNAME_BASE_MAX = 20

/** A username from the email's local part, valid under the sign-up rule and not yet taken. */
export async function uniqueUsername(deps: AuthDeps, email: string): Promise<string> {
  const local = (email.split('@')[0] ?? '').toLowerCase().replace(/[^a-z0-9._]/g, '')
  const base = (local || 'user').slice(0, USERNAME_BASE_MAX)
  const candidates = [
    base.length >= USERNAME_MIN ? base : undefined,
    ...Array.from({ length: 5 }, () => `${base}_${randomInt(1000, 1_000_000)}`),
  ]
  for (const candidate of candidates) {
    if (candidate && !(await findUserByUsername(deps.db, candidate))) return candidate
  }
  return `${base}_${Date.now().toString(36)}${randomInt(1000, 10_000)}`
}

async function accountFor(
  deps: AuthDeps,
  identity: VerifiedIdentity,
  language: Language | undefined,
): Promise<UserRow> {
  const bySub = await findUserByGoogleSub(deps.db, identity.sub)
  if (bySub) return bySub
  // The provider only returns identities whose email Google verified, so linking is safe.
  const byEmail = await findUserByEmail(deps.db, identity.email)
  if (byEmail) {
    if (byEmail.googleSub) {
      throw conflict('This email is already linked to another Google account.')
    }
    const linked = await updateUser(deps.db, byEmail.id, {
      googleSub: identity.sub,
      picture: byEmail.picture ?? identity.picture,
    })
    return linked ?? byEmail
  }
  return insertUser(deps.db, {
    email: identity.email,
    username: await uniqueUsername(deps, identity.email),
    name: identity.name,
    picture: identity.picture,
    googleSub: identity.sub,
    // A new account speaks the language it signed up in, as with a password (ADR 0999).
    language: language ?? null,
  })
}

/**
 * POST /auth/google: code → verified identity → account (found, linked or created) → session.
 * `language` is the one on screen: only an account created here takes it; an existing one keeps
 * its own.
 */
export async function signInWithGoogle(
  deps: AuthDeps,
  code: string,
  language?: Language,
): Promise<IssuedSession & { user: User }> {
  const identity = await deps.identity.exchangeCode(code)
  let user: UserRow
  try {
    user = await accountFor(deps, identity, language)
  } catch (error) {
    // A parallel sign-in of the same person created or linked the account first.
    if (uniqueViolation(error) === undefined) throw error
    user = await accountFor(deps, identity, language)
  }
  refuseSuspended(user)
  return { ...(await startSession(deps, user.id)), user: toUserView(deps.config, user) }
}
