import type { FastifyInstance } from 'fastify'
import type { RefundDeps } from './service.ts'

/** The deps of everything that may refund or mail along the order loop, from the app. */
export function refundDepsOf(app: FastifyInstance): RefundDeps {
  return {
    db: app.db,
    provider: app.payments,
    log: app.log,
    links: { publicUrl: app.config.publicUrl },
  }
}
