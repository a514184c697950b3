import { and, eq, isNotNull, isNull, lte, or, sql, type Placeholder } from 'drizzle-orm'
import { assigned, preparedQuery, value } from '../../db/prepared-query.ts'
import type { Db, Tx } from '../../db/client.ts'
import { mailOutbox } from '../../db/schema/index.ts'
import type { OutboxMail } from './types.ts'

export type OutboxRow = typeof mailOutbox.$inferSelect

// Every event's mail is added in the event's transaction (the order's among them).
const mailInsert = preparedQuery('outbox_insert', (db) =>
  db
    .insert(mailOutbox)
    .values({
      kind: value('kind'),
      dedupeKey: value('dedupeKey'),
      to: value('to'),
      subject: value('subject'),
      text: value('text'),
      html: value('html'),
      nextAttemptAt: value('now'),
      createdAt: value('now'),
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id }),
)

/** Adds a mail unless one with its dedupe key exists; true when this call added it. */
export async function insertMail(db: Db | Tx, mail: OutboxMail, now: Date): Promise<boolean> {
  const { kind, dedupeKey, to, subject, text, html } = mail
  const rows = await mailInsert(db).execute({ kind, dedupeKey, to, subject, text, html, now })
  return rows.length > 0
}

// A claim and a mark follow every request that enqueued mail (delivery.ts).
const claim = preparedQuery('outbox_claim', (db) => {
  const now = value('now')
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        isNotNull(mailOutbox.nextAttemptAt),
        lte(mailOutbox.nextAttemptAt, now),
        or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, now)),
      ),
    )
    .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
    .limit(value('limit'))
    .for('update', { skipLocked: true })
  return db
    .update(mailOutbox)
    .set({
      claimToken: assigned('token'),
      claimedUntil: assigned('until'),
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(sql`${mailOutbox.id} IN ${due}`)
    .returning()
})

/**
 * Claims up to `limit` due mails for one delivery run: unsent, due by `now`, not held by another
 * run (or held past its claim). One statement, rows locked with SKIP LOCKED, so two runs never
 * claim the same row; counting the attempt here means a run that dies still used it.
 */
export function claimDueMail(
  db: Db,
  due: { token: string; now: Date; until: Date; limit: number },
): Promise<OutboxRow[]> {
  return claim(db).execute(due)
}

/** The row `id` while the run of `token` holds it (values, or placeholders of a statement). */
const heldBy = (id: number | Placeholder, token: string | Placeholder) =>
  and(eq(mailOutbox.id, id), eq(mailOutbox.claimToken, token))

const sent = preparedQuery('outbox_sent', (db) =>
  db
    .update(mailOutbox)
    .set({
      sentAt: assigned('now'),
      nextAttemptAt: null,
      claimToken: null,
      claimedUntil: null,
      lastError: null,
    })
    .where(heldBy(value('id'), value('token'))),
)

export async function markSent(db: Db, id: number, token: string, now: Date) {
  await sent(db).execute({ id, token, now })
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
