import type { Db, Tx } from '../../db/client.ts'
import { insertMail } from './outbox-repository.ts'
import type { OutboxMail } from './types.ts'

let enqueued = 0

/**
 * Puts a mail in the outbox (docs/decisions/0870-mail-outbox.md). Call it with the transaction
 * of the event the mail tells of: the mail then exists exactly when the event committed, and a
 * rollback leaves none. A mail whose dedupe key is already there is not added again; returns
 * whether this call added it. The delivery job sends it (deliverPendingMail).
 */
export function enqueueMail(tx: Db | Tx, mail: OutboxMail, now = new Date()): Promise<boolean> {
  enqueued += 1
  return insertMail(tx, mail, now)
}

/**
 * How many mails this process has put in the outbox since it started (committed or not): the
 * mail plugin sends right after a request only when this moved, so other requests cost nothing.
 */
export function mailsEnqueued(): number {
  return enqueued
}
