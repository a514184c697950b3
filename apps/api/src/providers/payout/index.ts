import type { FastifyInstance } from 'fastify'
import { irisProvider } from './iris/client.ts'
import { localPayoutProvider } from './local/index.ts'
import type { PayoutProvider } from './port.ts'

/** Where Iris posts its payout notifications (set it in the Iris dashboard). */
export const PAYOUT_NOTIFICATION_PATH = '/api/v1/payouts/iris/notification'

/** The one place that picks the payout provider: Iris when configured, else the local twin. */
export async function createPayoutProvider(app: FastifyInstance): Promise<PayoutProvider> {
  const { iris } = app.config
  if (iris) return irisProvider(iris)
  return localPayoutProvider(app)
}
