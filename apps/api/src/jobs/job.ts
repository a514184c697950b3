import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config.ts'
import type { Db } from '../db/client.ts'
import type { Mailer } from '../providers/mail/port.ts'
import type { PaymentProvider } from '../providers/payment/port.ts'
import type { PayoutProvider } from '../providers/payout/port.ts'
import type { ShippingProvider } from '../providers/shipping/port.ts'

/** What every background job may use: the app's database, providers and configuration. */
export interface JobDeps {
  db: Db
  payments: PaymentProvider
  shipping: ShippingProvider
  payouts: PayoutProvider
  mailer: Mailer
  log: FastifyBaseLogger
  config: Config
}

/**
 * One background job (docs/architecture.md#jobs). `run` does one batch as of `now` and returns
 * how many items it handled; it must be safe while other processes run it too. A job with
 * `drain` runs again in the same round while it still finds work (a backlog clears at once);
 * one without (e.g. retries that may fail again) runs once a round.
 */
export interface Job {
  name: string
  drain: boolean
  run(deps: JobDeps, now: Date): Promise<number>
}
