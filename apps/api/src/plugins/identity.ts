import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createIdentity } from '../providers/identity/index.ts'
import type { IdentityProvider } from '../providers/identity/port.ts'

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityProvider
  }
}

/** app.identity: Google or the local twin (providers/identity), with the twin's routes. */
export const identityPlugin = fp(async function identity(app: FastifyInstance) {
  const { provider, localRoutes } = createIdentity(app)
  app.decorate('identity', provider)
  if (localRoutes) await app.register(localRoutes)
})
