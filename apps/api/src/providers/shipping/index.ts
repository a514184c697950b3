import type { FastifyInstance } from 'fastify'
import { biteshipProvider } from './biteship/client.ts'
import { localShippingProvider } from './local/index.ts'
import type { ShippingProvider } from './port.ts'

/** The one place that picks the shipping provider: Biteship when configured, else the local twin. */
export async function createShippingProvider(app: FastifyInstance): Promise<ShippingProvider> {
  const { biteship } = app.config.shipping
  if (biteship) return biteshipProvider(biteship)
  return localShippingProvider(app)
}
