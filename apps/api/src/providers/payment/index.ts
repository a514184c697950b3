import type { FastifyInstance } from 'fastify'
import { localPaymentProvider } from './local/index.ts'
import { midtransProvider } from './midtrans/client.ts'
import type { PaymentProvider } from './port.ts'

export const NOTIFICATION_PATH = '/api/v1/payments/midtrans/notification'

/** The one place that picks the payment provider: Midtrans when configured, else the local twin. */
export async function createPaymentProvider(app: FastifyInstance): Promise<PaymentProvider> {
  const { midtrans } = app.config
  if (midtrans) return midtransProvider(midtrans)
  return localPaymentProvider(app, NOTIFICATION_PATH)
}
