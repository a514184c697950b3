import { createHmac } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { inProcessFetch } from '../../in-process-fetch.ts'
import { biteshipProvider } from '../biteship/client.ts'
import type { ShippingProvider } from '../port.ts'
import { LOCAL_BITESHIP_PATH } from './paths.ts'
import { localBiteshipRoutes } from './routes.ts'
import { LocalBiteshipTwin } from './twin.ts'

/** The twin's API key: derived from the app's secret, the same in every process. */
export function localShippingKey(secret: string): string {
  return `biteship_local.${createHmac('sha256', secret).update('local-biteship').digest('hex')}`
}

/**
 * The local twin (docs/decisions/0801): its routes on this server, and the shop's provider is the
 * same Biteship adapter as in production, pointed at them through an in-process fetch.
 */
export async function localShippingProvider(app: FastifyInstance): Promise<ShippingProvider> {
  const { publicUrl, jwtSecret } = app.config
  const twin = new LocalBiteshipTwin(localShippingKey(jwtSecret ?? 'pasar'), app.db)
  await app.register(localBiteshipRoutes, { twin })
  return biteshipProvider({
    name: 'local',
    apiUrl: `${publicUrl}${LOCAL_BITESHIP_PATH}`,
    apiKey: twin.apiKey,
    fetch: inProcessFetch(app),
  })
}
