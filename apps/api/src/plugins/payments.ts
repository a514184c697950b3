import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createPaymentProvider } from '../providers/payment/index.ts'
import type { PaymentProvider } from '../providers/payment/port.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider: real Midtrans or the local twin (providers/payment/index.ts). */
    payments: PaymentProvider
  }
}

/** app.payments. Expiry and refund retries are background jobs (plugins/jobs.ts). */
export const paymentsPlugin = fp(async function payments(app: FastifyInstance) {
  app.decorate('payments', await createPaymentProvider(app))
})
