import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { expireOverdueOrders } from '../modules/orders/payment-state.ts'
import { retryPendingRefunds } from '../modules/orders/refunds.ts'
import { createPaymentProvider } from '../providers/payment/index.ts'
import type { PaymentProvider } from '../providers/payment/port.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider: real Midtrans or the local twin (providers/payment/index.ts). */
    payments: PaymentProvider
  }
}

/**
 * app.payments, and the background job that expires unpaid orders past their deadline and sends
 * refunds the provider could not be reached for (safe with many processes: SKIP LOCKED for
 * expiry, the refund key for refunds).
 */
export const paymentsPlugin = fp(async function payments(app: FastifyInstance) {
  app.decorate('payments', await createPaymentProvider(app))

  const interval = app.config.jobsIntervalMs
  if (interval === undefined) return
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  const tick = () => {
    running = (async () => {
      try {
        // Drain in batches so a backlog clears in one tick.
        while ((await expireOverdueOrders(app.db)) > 0);
        await retryPendingRefunds({
          db: app.db,
          provider: app.payments,
          mailer: app.mailer,
          log: app.log,
        })
      } catch (error) {
        app.log.error({ err: error }, 'order expiry or refund retry failed')
      }
    })()
  }
  app.addHook('onReady', async () => {
    tick()
    timer = setInterval(tick, interval)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer)
    await running
  })
})
