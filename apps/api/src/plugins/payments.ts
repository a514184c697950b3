import { createHmac } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config.ts'
import { LocalMidtrans } from '../modules/local-midtrans/simulator.ts'
import { expireOverdueOrders } from '../modules/orders/payment-state.ts'
import { midtransProvider } from '../modules/payments/midtrans-client.ts'
import type { PaymentProvider } from '../modules/payments/provider.ts'
import { NOTIFICATION_PATH } from '../modules/payments/routes.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider: real Midtrans or the local simulator (config.midtrans decides). */
    payments: PaymentProvider
    /** The simulator, when it is the provider (its popup routes need it). */
    localMidtrans: LocalMidtrans | undefined
  }
}

/** The simulator's server key: generated from the app's secret, the same in every process. */
function localServerKey(config: Config): string {
  return createHmac('sha256', config.jwtSecret ?? 'pasar')
    .update('local-midtrans')
    .digest('hex')
}

/** Where this very process listens, so the simulator reaches our notification endpoint. */
function selfUrl(app: FastifyInstance): string {
  const address = app.server.address()
  if (address && typeof address === 'object') {
    const host = ['0.0.0.0', '::', ''].includes(address.address)
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address
    return `http://${host}:${address.port}`
  }
  return app.config.publicUrl
}

/**
 * The one place that picks the payment provider, and the background job that expires unpaid
 * orders past their deadline (safe with many processes: SKIP LOCKED).
 */
export const paymentsPlugin = fp(async function payments(app: FastifyInstance) {
  const { config } = app
  let local: LocalMidtrans | undefined
  let provider: PaymentProvider
  if (config.midtrans) provider = midtransProvider(config.midtrans)
  else {
    local = new LocalMidtrans(
      localServerKey(config),
      config.publicUrl,
      () => `${selfUrl(app)}${NOTIFICATION_PATH}`,
    )
    provider = local
  }
  app.decorate('payments', provider)
  app.decorate('localMidtrans', local)

  const interval = config.orderExpiryIntervalMs
  if (interval === undefined) return
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  const tick = () => {
    running = (async () => {
      try {
        // Drain in batches so a backlog clears in one tick.
        while ((await expireOverdueOrders(app.db)) > 0);
      } catch (error) {
        app.log.error({ err: error }, 'order expiry failed')
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
