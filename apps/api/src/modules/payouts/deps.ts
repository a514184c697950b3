import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { Db } from '../../db/client.ts'
import type { PayoutProvider } from '../../providers/payout/port.ts'

/** What the payouts module needs (docs/decisions/0761): the database, the provider, the fee. */
export interface PayoutDeps {
  db: Db
  payouts: PayoutProvider
  feeBasisPoints: number
  log: FastifyBaseLogger
}

export function payoutDepsOf(app: FastifyInstance): PayoutDeps {
  return {
    db: app.db,
    payouts: app.payouts,
    feeBasisPoints: app.config.platformFeeBasisPoints,
    log: app.log,
  }
}
