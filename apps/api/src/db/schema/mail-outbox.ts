import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { identity, timestampNow } from './columns.ts'

/**
 * Mail waiting to be sent (docs/decisions/0870-mail-outbox.md). A row is written in the same
 * transaction as the event it tells of, so a mail exists exactly when the event committed; the
 * delivery job sends due rows and backs off on failure. The dedupe key makes a repeated event
 * one mail.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: identity(),
    /** What the mail is about, e.g. 'order-placed'; for logs and the operator. */
    kind: text().notNull(),
    dedupeKey: text().notNull().unique(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    /** Delivery attempts made so far. */
    attempts: integer().notNull().default(0),
    /** When the next attempt is due; null once sent or after the last attempt failed. */
    nextAttemptAt: timestamp({ withTimezone: true }).defaultNow(),
    /** The run that holds the row while it sends, and until when (a crashed run's claim lapses). */
    claimToken: uuid(),
    claimedUntil: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestampNow(),
  },
  (t) => [
    check('mail_outbox_attempts_nonnegative', sql`${t.attempts} >= 0`),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} IS NULL AND ${t.nextAttemptAt} IS NOT NULL`),
  ],
)
