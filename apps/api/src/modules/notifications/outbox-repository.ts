import { and, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { mailOutbox } from '../../db/schema/index.ts'
import type { OutboxMail } from './types.ts'

export type OutboxRow = typeof mailOutbox.$inferSelect

/** Adds a mail unless one with its dedupe key exists; true when this call added it. */
export async function insertMail(db: Db | Tx, mail: OutboxMail, now: Date): Promise<boolean> {
  const rows = await db
    .insert(mailOutbox)
    .values({ ...mail, nextAttemptAt: now, createdAt: now })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id })
  return rows.length > 0
}

/**
 * Claims up to `limit` due mails for one delivery run: unsent, due by `now`, not held by another
 * run (or held past its claim). One statement, rows locked with SKIP LOCKED, so two runs never
 * claim the same row; counting the attempt here means a run that dies still used it.
 */
export async function claimDueMail(
  db: Db,
  claim: { token: string; now: Date; until: Date; limit: number },
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        isNotNull(mailOutbox.nextAttemptAt),
        lte(mailOutbox.nextAttemptAt, claim.now),
        or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, claim.now)),
      ),
    )
    .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
    .limit(claim.limit)
    .for('update', { skipLocked: true })
  return db
    .update(mailOutbox)
    .set({
      claimToken: claim.token,
      claimedUntil: claim.until,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(sql`${mailOutbox.id} IN ${due}`)
    .returning()
}

const heldBy = (id: number, token: string) =>
  and(eq(mailOutbox.id, id), eq(mailOutbox.claimToken, token))

export async function markSent(db: Db, id: number, token: string, now: Date) {
  await db
    .update(mailOutbox)
    .set({
      sentAt: now,
      nextAttemptAt: null,
      claimToken: null,
      claimedUntil: null,
      lastError: null,
    })
    .where(heldBy(id, token))
}

/** Records the failure; `nextAttemptAt` null means no attempt is left. */
export async function markFailed(
  db: Db,
  id: number,
  token: string,
  failure: { error: string; nextAttemptAt: Date | null },
) {
  await db
    .update(mailOutbox)
    .set({
      lastError: failure.error,
      nextAttemptAt: failure.nextAttemptAt,
      claimToken: null,
      claimedUntil: null,
    })
    .where(heldBy(id, token))
}
