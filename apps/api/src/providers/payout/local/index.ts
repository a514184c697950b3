import { createHmac } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { inProcessFetch } from '../../in-process-fetch.ts'
import { irisProvider } from '../iris/client.ts'
import type { PayoutProvider } from '../port.ts'
import { LOCAL_IRIS_PATH } from './paths.ts'
import { localIrisRoutes } from './routes.ts'
import { LocalIrisTwin } from './twin.ts'

/** The twin's keys: derived from the app's secret, the same in every process. */
export function localIrisKeys(secret: string) {
  const derive = (what: string) =>
    `IRIS-local-${what}-${createHmac('sha256', secret).update(`local-iris-${what}`).digest('hex').slice(0, 32)}`
  return {
    creatorKey: derive('creator'),
    approverKey: derive('approver'),
    merchantKey: derive('merchant'),
  }
}

/**
 * The local twin (docs/decisions/0981): Iris' routes on this server, and the shop's provider is
 * the same Iris adapter as in production, pointed at them through an in-process fetch.
 */
export async function localPayoutProvider(app: FastifyInstance): Promise<PayoutProvider> {
  const { publicUrl, jwtSecret } = app.config
  const keys = localIrisKeys(jwtSecret ?? 'pasar')
  const twin = new LocalIrisTwin(app.db)
  await app.register(localIrisRoutes, { twin, keys })
  return irisProvider({
    name: 'local',
    apiUrl: `${publicUrl}${LOCAL_IRIS_PATH}`,
    ...keys,
    fetch: inProcessFetch(app),
  })
}
