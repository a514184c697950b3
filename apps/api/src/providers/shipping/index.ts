import type { FastifyInstance } from 'fastify'
import { biteshipProvider } from './biteship/client.ts'
import { keepingQuotes } from './kept-quotes.ts'
import { localShippingProvider } from './local/index.ts'
import { ShippingKeyRefused, type ShippingProvider } from './port.ts'

type Logger = FastifyInstance['log']

/**
 * `provider`, with a refused API key logged at error level for the operator: the buyer is only
 * told that rates are unavailable (modules/shipping/service.ts).
 */
function loggingRefusedKey(provider: ShippingProvider, log: Logger): ShippingProvider {
  const logged = async <T>(call: Promise<T>): Promise<T> => {
    try {
      return await call
    } catch (error) {
      if (error instanceof ShippingKeyRefused) {
        log.error(
          { err: error, provider: provider.name },
          'the shipping provider refused our API key: check SHIPPING_API_KEY',
        )
      }
      throw error
    }
  }
  return {
    name: provider.name,
    quoteRates: (input) => logged(provider.quoteRates(input)),
    track: (input) => logged(provider.track(input)),
  }
}

/**
 * The one place that picks the shipping provider: Biteship when configured, else the local twin;
 * either way its quotes are kept a short while (kept-quotes.ts) and a refused key is logged.
 */
export async function createShippingProvider(app: FastifyInstance): Promise<ShippingProvider> {
  const { biteship } = app.config.shipping
  const provider = biteship ? biteshipProvider(biteship) : await localShippingProvider(app)
  return keepingQuotes(loggingRefusedKey(provider, app.log))
}
