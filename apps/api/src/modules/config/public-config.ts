import type { PublicConfig } from '@pasar/shared'
import type { Config } from '../../config.ts'

/** Paths of the built-in local providers (used when the real ones are not configured). */
export const LOCAL_PROVIDER_PATHS = {
  snapJs: '/local/midtrans/snap.js',
  googleClientId: 'pasar-local-google',
} as const

/**
 * What the web app needs to load the payment popup and Google sign-in, and which providers are
 * simulated. The app's own paths stay relative so they work on whatever host serves the page.
 */
export function publicProviderConfig(config: Config): PublicConfig {
  return {
    payment: config.midtrans
      ? {
          provider: 'midtrans',
          snapJsUrl: config.midtrans.snapJsUrl,
          clientKey: config.midtrans.clientKey,
        }
      : {
          provider: 'local',
          snapJsUrl: LOCAL_PROVIDER_PATHS.snapJs,
          clientKey: 'local-client-key',
        },
    google: { clientId: config.google?.clientId ?? LOCAL_PROVIDER_PATHS.googleClientId },
    localProviders: config.localProviders,
  }
}
