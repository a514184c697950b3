import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { unauthorized } from '../../lib/http-error.ts'
import type { AuthDeps } from './deps.ts'
import { refuseSuspendedId } from './suspension.ts'
import {
  claimRefreshToken,
  deleteExpiredTokens,
  findRefreshToken,
  insertRefreshToken,
  revokeFamily,
} from './session-repository.ts'

export interface IssuedSession {
  accessToken: string
  refreshToken: string
  /** Absolute end of the session: rotation never extends it. */
  expiresAt: Date
}

/** Refresh tokens are random; only their SHA-256 is stored. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

function newRefreshToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Starts a session family for a user who just proved who they are. */
export async function startSession(deps: AuthDeps, userId: number): Promise<IssuedSession> {
  const refreshToken = newRefreshToken()
  const expiresAt = new Date(Date.now() + deps.config.refreshTokenTtlMs)
  await deleteExpiredTokens(deps.db, userId)
  await insertRefreshToken(deps.db, {
    userId,
    familyId: randomUUID(),
    tokenHash: hashRefreshToken(refreshToken),
    expiresAt,
  })
  return { accessToken: await deps.signAccessToken(userId), refreshToken, expiresAt }
}

/**
 * Trades a refresh token for a new pair. A token that was already rotated is a stolen or replayed
 * one (OWASP ASVS 10.4.5): the whole family is revoked, so both holders must sign in again.
 */
export async function rotateSession(
  deps: AuthDeps,
  presented: string | undefined,
): Promise<IssuedSession> {
  if (!presented) throw unauthorized('Refresh token missing')
  const tokenHash = hashRefreshToken(presented)
  // A suspended user's token (revoked by the suspension) gets the suspension's message.
  const owner = await findRefreshToken(deps.db, tokenHash)
  if (owner) await refuseSuspendedId(deps.db, owner.userId)
  const next = newRefreshToken()
  const rotated = await deps.db.transaction(async (tx) => {
    const claimed = await claimRefreshToken(tx, tokenHash)
    if (!claimed) return undefined
    await insertRefreshToken(tx, {
      userId: claimed.userId,
      familyId: claimed.familyId,
      tokenHash: hashRefreshToken(next),
      expiresAt: claimed.expiresAt,
    })
    return claimed
  })
  if (rotated) {
    return {
      accessToken: await deps.signAccessToken(rotated.userId),
      refreshToken: next,
      expiresAt: rotated.expiresAt,
    }
  }
  const known = await findRefreshToken(deps.db, tokenHash)
  if (known?.rotatedAt && !known.revokedAt) {
    await revokeFamily(deps.db, known.familyId)
    deps.log.warn(
      { userId: known.userId, familyId: known.familyId },
      'refresh token reuse: session family revoked',
    )
  }
  throw unauthorized('Session expired. Please sign in again.')
}

/** Ends the session the token belongs to (every token of its family). */
export async function endSession(deps: AuthDeps, presented: string | undefined) {
  if (!presented) return
  const known = await findRefreshToken(deps.db, hashRefreshToken(presented))
  if (known) await revokeFamily(deps.db, known.familyId)
}

/** The family of a presented token, when it belongs to the user. */
export async function familyOf(
  deps: AuthDeps,
  userId: number,
  presented: string | undefined,
): Promise<string | undefined> {
  if (!presented) return undefined
  const known = await findRefreshToken(deps.db, hashRefreshToken(presented))
  return known?.userId === userId ? known.familyId : undefined
}
