import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createPayoutProvider } from '../providers/payout/index.ts'
import type { PayoutProvider } from '../providers/payout/port.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The payout provider: Midtrans Iris or the local twin (providers/payout/index.ts). */
    payouts: PayoutProvider
  }
}

/** app.payouts: seller payouts (docs/decisions/0981). */
export const payoutsPlugin = fp(async function payouts(app: FastifyInstance) {
  app.decorate('payouts', await createPayoutProvider(app))
})
