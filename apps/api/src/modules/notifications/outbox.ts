import type { Db, Tx } from '../../db/client.ts'
import { insertMail } from './outbox-repository.ts'
import type { OutboxMail } from './types.ts'

/**
 * Puts a mail in the outbox (docs/decisions/0870-mail-outbox.md). Call it with the transaction
 * of the event the mail tells of: the mail then exists exactly when the event committed, and a
 * rollback leaves none. A mail whose dedupe key is already there is not added again; returns
 * whether this call added it. The delivery job sends it (deliverPendingMail).
 */
export function enqueueMail(tx: Db | Tx, mail: OutboxMail, now = new Date()): Promise<boolean> {
  return insertMail(tx, mail, now)
}
