import { createHmac } from 'node:crypto'
import { LOCAL_GOOGLE_CLIENT_ID } from '@pasar/shared'
import type { Config } from '../../../config.ts'

export const LOCAL_GOOGLE_BASE = '/local/google'

/** The local provider's issuer and client credentials, derived from configuration. */
export function localGoogleClient(config: Config) {
  const base = `${config.publicUrl}${LOCAL_GOOGLE_BASE}`
  return {
    clientId: LOCAL_GOOGLE_CLIENT_ID,
    // Known only to this server: it is both the client and the provider.
    clientSecret: createHmac('sha256', config.jwtSecret ?? '')
      .update('local-google-client-secret')
      .digest('base64url'),
    tokenUrl: `${base}/token`,
    jwksUrl: `${base}/jwks`,
    issuer: base,
    issuers: [base],
  }
}
