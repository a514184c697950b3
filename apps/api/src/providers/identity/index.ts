import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { GOOGLE_ISSUERS, oidcCodeProvider } from './google.ts'
import { localGoogleClient } from './local/client.ts'
import { inProcessFetch } from '../in-process-fetch.ts'
import { localIdentityRoutes } from './local/routes.ts'
import type { IdentityProvider } from './port.ts'

/**
 * The one place that picks the identity provider: Google when GOOGLE_CLIENT_ID is set; otherwise
 * the built-in local twin, whose routes this server then serves and which is reached through the
 * same HTTP protocol, in process.
 */
export function createIdentity(app: FastifyInstance): {
  provider: IdentityProvider
  localRoutes?: FastifyPluginAsyncZod
} {
  const { google } = app.config
  if (google) {
    return {
      provider: oidcCodeProvider({
        clientId: google.clientId,
        clientSecret: google.clientSecret,
        tokenUrl: google.tokenUrl,
        jwksUrl: google.jwksUrl,
        issuers: GOOGLE_ISSUERS,
        fetch: (url, init) => fetch(url, init),
      }),
    }
  }
  return {
    provider: oidcCodeProvider({ ...localGoogleClient(app.config), fetch: inProcessFetch(app) }),
    localRoutes: localIdentityRoutes,
  }
}
