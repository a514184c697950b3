import { LOCAL_GOOGLE_CLIENT_ID } from '@pasar/shared'
import { useCallback, useEffect, useState } from 'react'
import { usePublicConfig } from '@/lib/public-config.ts'
import { loadGsi, requestGoogleCode, requestLocalCode } from '../lib/identity-popups.ts'

type Gsi = Awaited<ReturnType<typeof loadGsi>>

/**
 * Gets a Google authorization code: Google's code client with the configured client id, or the
 * local provider's popup when the API runs without Google. `ready` is false while loading.
 */
export function useGoogleCode() {
  const config = usePublicConfig()
  const clientId = config.data?.google.clientId
  const isLocal = clientId === LOCAL_GOOGLE_CLIENT_ID
  const [google, setGoogle] = useState<Gsi | null>(null)
  const [gsiFailed, setGsiFailed] = useState(false)

  useEffect(() => {
    if (!clientId || isLocal) return
    let live = true
    loadGsi().then(
      (loaded) => live && setGoogle(loaded),
      () => live && setGsiFailed(true),
    )
    return () => {
      live = false
    }
  }, [clientId, isLocal])

  const requestCode = useCallback((): Promise<string> => {
    if (!clientId) return Promise.reject(new Error('Sign-in is not ready'))
    if (isLocal) return requestLocalCode(clientId)
    if (!google) return Promise.reject(new Error('Google sign-in did not load'))
    return requestGoogleCode(google, clientId)
  }, [clientId, isLocal, google])

  return {
    requestCode,
    ready: Boolean(clientId) && (isLocal || google !== null),
    failed: config.isError || gsiFailed,
  }
}
