import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Db } from '../../db/client.ts'
import type { PayoutProvider } from '../../providers/payout/port.ts'
import type { MailLinks } from '../notifications/index.ts'

/**
 * What the payouts module needs (docs/decisions/0761): the database, the provider, the fee, and
 * where the mails to sellers link.
 */
export interface PayoutDeps {
  db: Db
  payouts: PayoutProvider
  feeBasisPoints: number
  log: FastifyBaseLogger
  links: MailLinks
}

export function payoutDepsOf(app: FastifyInstance): PayoutDeps {
  return {
    db: app.db,
    payouts: app.payouts,
    feeBasisPoints: app.config.platformFeeBasisPoints,
    log: app.log,
    links: { publicUrl: app.config.publicUrl },
  }
}
