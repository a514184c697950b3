/**
 * The browser side of signing in with an identity provider: loads Google Identity Services and
 * opens Google's popup, or the built-in local provider's consent page, for an authorization code
 * that the server redeems (docs/architecture.md#providers).
 */
import { API_BASE } from '@/lib/api-client.ts'

/** The person closed the popup without choosing: not an error worth a toast. */
export class PopupClosedError extends Error {
  constructor() {
    super('The sign-in window was closed.')
  }
}

interface CodeResponse {
  code?: string
  error?: string
  error_description?: string
}
interface CodeClient {
  requestCode(): void
}
interface GoogleAccounts {
  accounts: {
    oauth2: {
      initCodeClient(config: {
        client_id: string
        scope: string
        ux_mode: 'popup'
        callback(response: CodeResponse): void
        error_callback?(error: { type: string; message?: string }): void
      }): CodeClient
    }
  }
}

const GSI_URL = 'https://accounts.google.com/gsi/client'
let gsiLoading: Promise<GoogleAccounts> | undefined

function gsi(): GoogleAccounts | undefined {
  return (window as unknown as { google?: GoogleAccounts }).google
}

/** Loads Google Identity Services once. */
export function loadGsi(): Promise<GoogleAccounts> {
  gsiLoading ??= new Promise<GoogleAccounts>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = GSI_URL
    script.async = true
    script.onload = () => {
      const google = gsi()
      if (google) resolve(google)
      else reject(new Error('Google sign-in did not load'))
    }
    script.onerror = () => {
      gsiLoading = undefined
      reject(new Error('Google sign-in did not load'))
    }
    document.head.append(script)
  })
  return gsiLoading
}

/** Google's popup code client (authorization-code flow; the server redeems the code). */
export function requestGoogleCode(google: GoogleAccounts, clientId: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const client = google.accounts.oauth2.initCodeClient({
      client_id: clientId,
      scope: 'openid email profile',
      ux_mode: 'popup',
      callback: (response) =>
        response.code
          ? resolve(response.code)
          : reject(new Error(response.error_description ?? response.error ?? 'No code')),
      error_callback: (error) =>
        reject(error.type === 'popup_closed' ? new PopupClosedError() : new Error(error.type)),
    })
    client.requestCode()
  })
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * The API's built-in identity provider: the same popup-and-code dance as Google's, with a consent
 * page served by the API. Must be called from the click handler so the popup is not blocked.
 */
export function requestLocalCode(clientId: string): Promise<string> {
  const origin = new URL(API_BASE || window.location.origin, window.location.href).origin
  const state = randomState()
  const url = `${API_BASE}/local/google/authorize?client_id=${encodeURIComponent(clientId)}&state=${state}`
  const popup = window.open(url, 'pasar-google-sign-in', 'popup,width=480,height=720')
  return new Promise((resolve, reject) => {
    if (!popup) {
      reject(new Error('The sign-in window was blocked.'))
      return
    }
    let settled = false
    const finish = () => {
      settled = true
      window.removeEventListener('message', onMessage)
      window.clearInterval(watch)
    }
    function onMessage(event: MessageEvent) {
      const data = event.data as { source?: string; code?: unknown; state?: unknown } | null
      if (event.origin !== origin || data?.source !== 'pasar-local-google') return
      if (data.state !== state || typeof data.code !== 'string') return
      finish()
      resolve(data.code)
    }
    window.addEventListener('message', onMessage)
    const watch = window.setInterval(() => {
      if (!popup.closed || settled) return
      window.clearInterval(watch)
      // The popup posts its code and closes at once; let that message arrive first.
      window.setTimeout(() => {
        if (settled) return
        finish()
        reject(new PopupClosedError())
      }, 300)
    }, 400)
  })
}
