import { createHmac } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { midtransProvider } from '../midtrans/client.ts'
import type { PaymentProvider } from '../port.ts'
import { inProcessFetch } from '../../in-process-fetch.ts'
import { LOCAL_MIDTRANS_PATHS } from './paths.ts'
import { localMidtransRoutes } from './routes.ts'
import { LocalMidtransTwin } from './twin.ts'

/** The twin's server key: derived from the app's secret, the same in every process. */
export function localServerKey(secret: string): string {
  return createHmac('sha256', secret).update('local-midtrans').digest('hex')
}

/** Where this very process listens, so the twin reaches our notification endpoint. */
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
 * The local twin (docs/decisions/0403, 0701): its routes on this server, and the shop's provider
 * is the same Midtrans adapter as in production, pointed at them.
 */
export async function localPaymentProvider(
  app: FastifyInstance,
  notificationPath: string,
): Promise<PaymentProvider> {
  const { publicUrl, jwtSecret } = app.config
  const serverKey = localServerKey(jwtSecret ?? 'pasar')
  const twin = new LocalMidtransTwin(
    serverKey,
    app.db,
    publicUrl,
    () => `${selfUrl(app)}${notificationPath}`,
  )
  await app.register(localMidtransRoutes, { twin })
  return midtransProvider({
    name: 'local',
    serverKey,
    snapUrl: `${publicUrl}${LOCAL_MIDTRANS_PATHS.snapApi}`,
    apiUrl: `${publicUrl}${LOCAL_MIDTRANS_PATHS.coreApi}`,
    fetch: inProcessFetch(app),
  })
}
