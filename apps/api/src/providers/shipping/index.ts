import type { FastifyInstance } from 'fastify'
import { biteshipProvider } from './biteship/client.ts'
import { keepingQuotes } from './kept-quotes.ts'
import { localShippingProvider } from './local/index.ts'
import type { ShippingProvider } from './port.ts'

/**
 * The one place that picks the shipping provider: Biteship when configured, else the local twin;
 * either way its quotes are kept a short while (kept-quotes.ts).
 */
export async function createShippingProvider(app: FastifyInstance): Promise<ShippingProvider> {
  const { biteship } = app.config.shipping
  return keepingQuotes(biteship ? biteshipProvider(biteship) : await localShippingProvider(app))
}
