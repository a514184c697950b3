import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { DEFAULT_LANGUAGE, VERIFICATION_CODE_LENGTH, type ResetPasswordInput } from '@pasar/shared'
import { badRequest } from '../../lib/http-error.ts'
import { hashPassword } from '../../lib/password.ts'
import { renderPasswordReset } from '../notifications/index.ts'
import type { AuthDeps } from './deps.ts'
import { findUserByEmail, updateUser } from './repository.ts'
import {
  consumeResetAttempt,
  findActiveResetCode,
  markResetCodeUsed,
  replaceResetCode,
  revokeUserSessions,
} from './session-repository.ts'

export const RESET_CODE_TTL_MS = 15 * 60_000
export const RESET_CODE_MAX_ATTEMPTS = 5
// No 0/O or 1/I: the code is read from a mail and typed by hand.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

export const INVALID_CODE = 'The code is invalid or has expired. Please request a new one.'
export const TOO_MANY_TRIES = 'Too many wrong codes. Please request a new code.'

const codeError = (message: string) => badRequest(message, [{ path: 'code', message }])

export function generateResetCode(): string {
  return Array.from({ length: VERIFICATION_CODE_LENGTH }, () => ALPHABET[randomInt(32)]).join('')
}

/** Keyed with the server secret, so a leaked table cannot be brute-forced offline. */
function hashCode(deps: AuthDeps, userId: number, code: string): string {
  return createHmac('sha256', deps.config.jwtSecret ?? '')
    .update(`${userId}:${code.trim().toUpperCase()}`)
    .digest('hex')
}

/**
 * POST /password/forgot. Answers the same whether or not the account exists: the mail goes out
 * after the answer, so neither the reply nor its timing tells.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email)
  if (!user) return
  const code = generateResetCode()
  await replaceResetCode(deps.db, {
    userId: user.id,
    codeHash: hashCode(deps, user.id, code),
    expiresAt: new Date(Date.now() + RESET_CODE_TTL_MS),
  })
  const mail = renderPasswordReset(
    {
      name: user.name,
      code,
      link: `${deps.config.publicUrl}/signin/reset-password`,
      minutes: RESET_CODE_TTL_MS / 60_000,
    },
    user.language ?? DEFAULT_LANGUAGE,
  )
  deps.mailer
    .send({ to: user.email, ...mail })
    .catch((error: unknown) => deps.log.error({ err: error }, 'password reset mail failed'))
}

/** POST /password/reset: a right, fresh, unused code sets the password and ends every session. */
export async function resetPassword(deps: AuthDeps, input: ResetPasswordInput) {
  const user = await findUserByEmail(deps.db, input.email)
  const active = user ? await findActiveResetCode(deps.db, user.id) : undefined
  if (!user || !active) throw codeError(INVALID_CODE)
  const tries = await consumeResetAttempt(deps.db, active.id, RESET_CODE_MAX_ATTEMPTS)
  if (tries === undefined) throw codeError(TOO_MANY_TRIES)
  const expected = Buffer.from(active.codeHash, 'hex')
  const given = Buffer.from(hashCode(deps, user.id, input.code), 'hex')
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw codeError(tries >= RESET_CODE_MAX_ATTEMPTS ? TOO_MANY_TRIES : INVALID_CODE)
  }
  const passwordHash = await hashPassword(input.password)
  const done = await deps.db.transaction(async (tx) => {
    if (!(await markResetCodeUsed(tx, active.id))) return false
    await updateUser(tx, user.id, { passwordHash })
    await revokeUserSessions(tx, user.id)
    return true
  })
  if (!done) throw codeError(INVALID_CODE)
}
