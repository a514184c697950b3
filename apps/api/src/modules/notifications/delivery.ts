import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.ts'
import type { Mailer } from '../../providers/mail/port.ts'
import { claimDueMail, markFailed, markSent } from './outbox-repository.ts'

export interface MailDeliveryDeps {
  db: Db
  mailer: Mailer
  log: FastifyBaseLogger
}

const MINUTE = 60_000
/** Waits after the 1st, 2nd, … failed attempt; after the last one the mail stays unsent. */
export const RETRY_DELAYS_MS = [1, 5, 30, 120, 720].map((minutes) => minutes * MINUTE)
/** How long a run holds a claimed mail; a run that dies lets it go after this. */
export const CLAIM_MS = 5 * MINUTE
const BATCH = 20

export interface DeliveryResult {
  sent: number
  failed: number
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.slice(0, 1000)
}

/**
 * Sends the outbox's due mail through the mailer, batch after batch until none is due at `now`.
 * A failed mail backs off (RETRY_DELAYS_MS) with its error kept in lastError; after the last
 * attempt it stays unsent for the operator. Safe on several processes at once: each run claims
 * its rows (outbox-repository.ts), so a mail is never sent by two runs. Never throws for a mail
 * that failed to send.
 */
export async function deliverPendingMail(
  deps: MailDeliveryDeps,
  now = new Date(),
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, failed: 0 }
  const token = randomUUID()
  for (;;) {
    const batch = await claimDueMail(deps.db, {
      token,
      now,
      until: new Date(now.getTime() + CLAIM_MS),
      limit: BATCH,
    })
    for (const mail of batch) {
      try {
        await deps.mailer.send({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        })
        await markSent(deps.db, mail.id, token, now)
        result.sent++
      } catch (error) {
        const delay = RETRY_DELAYS_MS[mail.attempts - 1]
        const nextAttemptAt = delay === undefined ? null : new Date(now.getTime() + delay)
        await markFailed(deps.db, mail.id, token, { error: describe(error), nextAttemptAt })
        result.failed++
        deps.log.warn(
          { err: error, mailId: mail.id, kind: mail.kind, attempts: mail.attempts, nextAttemptAt },
          nextAttemptAt ? 'mail not sent, will retry' : 'mail not sent, no attempts left',
        )
      }
    }
    if (batch.length < BATCH) return result
  }
}
