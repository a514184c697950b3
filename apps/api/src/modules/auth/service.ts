import type { LoginInput, RegisterInput, UpdateProfileInput, User } from '@pasar/shared'
import { uniqueViolation } from '../../lib/pg-errors.ts'
import { badRequest, HttpError, unauthorized } from '../../lib/http-error.ts'
import { hashPassword, verifyPassword } from '../../lib/password.ts'
import type { AuthDeps } from './deps.ts'
import {
  findUserByEmail,
  findUserById,
  findUserByUsername,
  insertUser,
  updateUser,
} from './repository.ts'
import { revokeUserSessions } from './session-repository.ts'
import { refuseSuspended } from './suspension.ts'
import { familyOf, startSession, type IssuedSession } from './sessions.ts'
import { toUserView } from './user-view.ts'

export const EMAIL_TAKEN = 'Email is already registered.'
export const USERNAME_TAKEN = 'Username is already taken.'
const BAD_CREDENTIALS = 'Invalid email or password.'

const conflictOn = (path: 'email' | 'username', message: string) =>
  new HttpError(409, message, [{ path, message }])

// Verifying against a throwaway hash keeps a login for an unknown email as slow as a real one.
let dummyHash: Promise<string> | undefined
const getDummyHash = () => (dummyHash ??= hashPassword('not-a-real-password'))

export async function register(deps: AuthDeps, input: RegisterInput): Promise<User> {
  const email = input.email.toLowerCase()
  if (await findUserByEmail(deps.db, email)) throw conflictOn('email', EMAIL_TAKEN)
  if (await findUserByUsername(deps.db, input.username)) {
    throw conflictOn('username', USERNAME_TAKEN)
  }
  const passwordHash = await hashPassword(input.password)
  try {
    const row = await insertUser(deps.db, {
      email,
      username: input.username,
      name: input.name,
      passwordHash,
      language: input.language ?? null,
    })
    return toUserView(deps.config, row)
  } catch (error) {
    // Two sign-ups raced past the checks above.
    const constraint = uniqueViolation(error)
    if (constraint === undefined) throw error
    throw constraint.includes('username')
      ? conflictOn('username', USERNAME_TAKEN)
      : conflictOn('email', EMAIL_TAKEN)
  }
}

export async function login(
  deps: AuthDeps,
  input: LoginInput,
): Promise<IssuedSession & { user: User }> {
  const user = await findUserByEmail(deps.db, input.email)
  if (!user?.passwordHash) {
    await verifyPassword(await getDummyHash(), input.password)
    throw unauthorized(BAD_CREDENTIALS)
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw unauthorized(BAD_CREDENTIALS)
  }
  refuseSuspended(user)
  return { ...(await startSession(deps, user.id)), user: toUserView(deps.config, user) }
}

export async function getProfile(deps: AuthDeps, userId: number): Promise<User> {
  const user = await findUserById(deps.db, userId)
  if (!user) throw unauthorized()
  return toUserView(deps.config, user)
}

export async function updateProfile(
  deps: AuthDeps,
  userId: number,
  input: UpdateProfileInput,
): Promise<User> {
  const user = await updateUser(deps.db, userId, {
    name: input.name,
    ...(input.picture === undefined ? {} : { picture: input.picture || null }),
    ...(input.language === undefined ? {} : { language: input.language }),
  })
  if (!user) throw unauthorized()
  return toUserView(deps.config, user)
}

/** Changes the password and signs out every other session of the user. */
export async function changePassword(
  deps: AuthDeps,
  userId: number,
  input: { currentPassword: string; newPassword: string },
  presentedRefreshToken: string | undefined,
): Promise<void> {
  const user = await findUserById(deps.db, userId)
  if (!user) throw unauthorized()
  if (!user.passwordHash) {
    const message = 'This account has no password yet. Use Reset password to set one.'
    throw badRequest(message, [{ path: 'currentPassword', message }])
  }
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    const message = 'Current password is incorrect.'
    throw badRequest(message, [{ path: 'currentPassword', message }])
  }
  const passwordHash = await hashPassword(input.newPassword)
  const keep = await familyOf(deps, userId, presentedRefreshToken)
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, userId, { passwordHash })
    await revokeUserSessions(tx, userId, keep)
  })
}
