import type { QueryClient } from '@tanstack/react-query'
import { publicConfigQuery } from '@/lib/public-config.ts'
import { t } from './i18n/index.ts'

interface SnapCallbacks {
  onSuccess?: (result: unknown) => void
  onPending?: (result: unknown) => void
  onError?: (result: unknown) => void
  onClose?: () => void
}
export interface SnapApi {
  pay(token: string, callbacks: SnapCallbacks): void
}
declare global {
  interface Window {
    snap?: SnapApi
  }
}

/** How the payment popup ended, as its callbacks report it (not the payment's status). */
export type PaymentOutcome = 'success' | 'pending' | 'error' | 'close'

/** Said when the script fails, in the language shown then. */
const loadFailed = () => new Error(t('popupLoadFailed'))
let loading: Promise<SnapApi> | null = null

/** Loads the configured Snap script (Midtrans' or the local simulator's) once, with its key. */
export function loadSnap(queryClient: QueryClient): Promise<SnapApi> {
  if (window.snap) return Promise.resolve(window.snap)
  loading ??= (async () => {
    const config = await queryClient.fetchQuery(publicConfigQuery)
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement('script')
      script.src = config.data.payment.snapJsUrl
      script.async = true
      script.setAttribute('data-client-key', config.data.payment.clientKey)
      script.onload = () => resolve()
      script.onerror = () => reject(loadFailed())
      document.head.append(script)
    })
    if (!window.snap) throw loadFailed()
    return window.snap
  })().catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}

/** Opens the payment popup for a token and resolves with how it ended. */
export async function openSnap(queryClient: QueryClient, token: string): Promise<PaymentOutcome> {
  const snap = await loadSnap(queryClient)
  return new Promise((resolve) => {
    snap.pay(token, {
      onSuccess: () => resolve('success'),
      onPending: () => resolve('pending'),
      onError: () => resolve('error'),
      onClose: () => resolve('close'),
    })
  })
}
