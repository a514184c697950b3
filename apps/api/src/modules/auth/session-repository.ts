import { and, desc, eq, gt, isNull, lt, ne, sql, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { passwordResetCodes, refreshTokens } from '../../db/schema/index.ts'

type Conn = Db | Tx
export type RefreshTokenRow = typeof refreshTokens.$inferSelect
export type ResetCodeRow = typeof passwordResetCodes.$inferSelect

export async function insertRefreshToken(
  db: Conn,
  values: Pick<RefreshTokenRow, 'userId' | 'familyId' | 'tokenHash' | 'expiresAt'>,
): Promise<void> {
  await db.insert(refreshTokens).values(values)
}

export async function findRefreshToken(
  db: Conn,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash))
  return row
}

/**
 * Marks a live token as used, atomically: of two concurrent refreshes with one token only one
 * gets the row back; the other is treated as reuse.
 */
export async function claimRefreshToken(
  db: Conn,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ rotatedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .returning()
  return row
}

/** Revokes the tokens `which` picks that are not revoked yet. */
async function revokeLive(db: Conn, which: SQL | undefined): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(which, isNull(refreshTokens.revokedAt)))
}

export const revokeFamily = (db: Conn, familyId: string) =>
  revokeLive(db, eq(refreshTokens.familyId, familyId))

/** Revokes every session of the user, except the family given (the caller's own session). */
export const revokeUserSessions = (db: Conn, userId: number, exceptFamilyId?: string) =>
  revokeLive(
    db,
    and(
      eq(refreshTokens.userId, userId),
      exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
    ),
  )

export async function deleteExpiredTokens(db: Conn, userId: number): Promise<void> {
  await db
    .delete(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), lt(refreshTokens.expiresAt, sql`now()`)))
}

/** A new code replaces every earlier one of the user. */
export async function replaceResetCode(
  db: Conn,
  values: Pick<ResetCodeRow, 'userId' | 'codeHash' | 'expiresAt'>,
): Promise<void> {
  await db
    .update(passwordResetCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetCodes.userId, values.userId), isNull(passwordResetCodes.usedAt)))
  await db.insert(passwordResetCodes).values(values)
}

export async function findActiveResetCode(
  db: Conn,
  userId: number,
): Promise<ResetCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(passwordResetCodes)
    .where(
      and(
        eq(passwordResetCodes.userId, userId),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(passwordResetCodes.id))
    .limit(1)
  return row
}

/** Counts one try before the code is compared; undefined once the tries are used up. */
export async function consumeResetAttempt(
  db: Conn,
  id: number,
  maxAttempts: number,
): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(
      and(
        eq(passwordResetCodes.id, id),
        isNull(passwordResetCodes.usedAt),
        lt(passwordResetCodes.attempts, maxAttempts),
      ),
    )
    .returning({ attempts: passwordResetCodes.attempts })
  return row?.attempts
}

export async function markResetCodeUsed(db: Conn, id: number): Promise<boolean> {
  const rows = await db
    .update(passwordResetCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetCodes.id, id), isNull(passwordResetCodes.usedAt)))
    .returning({ id: passwordResetCodes.id })
  return rows.length === 1
}
