import type { PublicConfig } from '@pasar/shared'
import { api } from './api-client.ts'
import { queryClient } from './query-client.ts'
import { queryKeys } from './query-keys.ts'
import { toast } from './toast.ts'

interface SnapCallbacks {
  onSuccess?: (result: unknown) => void
  onPending?: (result: unknown) => void
  onError?: (result: unknown) => void
  onClose?: () => void
}
interface SnapApi {
  pay(token: string, callbacks: SnapCallbacks): void
}
declare global {
  interface Window {
    snap?: SnapApi
  }
}

export type PaymentOutcome = 'success' | 'pending' | 'error' | 'close'

let loading: Promise<SnapApi> | null = null

/** Loads the configured Snap script (Midtrans' or the local simulator's) once, with its client key. */
export function loadSnap(): Promise<SnapApi> {
  if (window.snap) return Promise.resolve(window.snap)
  loading ??= (async () => {
    const config = await queryClient.fetchQuery({
      queryKey: queryKeys.config,
      queryFn: () => api<{ data: PublicConfig }>('/api/v1/config'),
      staleTime: Infinity,
    })
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement('script')
      script.src = config.data.payment.snapJsUrl
      script.async = true
      script.setAttribute('data-client-key', config.data.payment.clientKey)
      script.onload = () => resolve()
      script.onerror = () => reject(new Error('The payment popup could not be loaded.'))
      document.head.append(script)
    })
    if (!window.snap) throw new Error('The payment popup could not be loaded.')
    return window.snap
  })().catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}

/** Opens the payment popup for a token and resolves with how it ended. */
export async function openSnap(token: string): Promise<PaymentOutcome> {
  const snap = await loadSnap()
  return new Promise((resolve) => {
    snap.pay(token, {
      onSuccess: () => resolve('success'),
      onPending: () => resolve('pending'),
      onError: () => resolve('error'),
      onClose: () => resolve('close'),
    })
  })
}

const ORDERS_PATH = '/dashboard/orders'

/**
 * SPEC §4 checkout outcomes: after the popup ends, the order is updated (PATCH: the server asks
 * the provider — DESIGN §5.10), then the screen moves on and the toast shows.
 */
export async function payOrder(
  orderId: number,
  token: string,
  navigate: (to: string) => void,
): Promise<PaymentOutcome> {
  let outcome: PaymentOutcome
  try {
    outcome = await openSnap(token)
  } catch (error) {
    toast.error(error instanceof Error ? error.message : 'Payment failed, something went wrong')
    return 'error'
  }
  try {
    await api(`/api/v1/orders/${orderId}`, { method: 'PATCH' })
  } catch {
    // The provider's notification still settles the order; the orders screen shows it.
  }
  await queryClient.invalidateQueries({ queryKey: queryKeys.orders.all })
  switch (outcome) {
    case 'success':
      navigate(ORDERS_PATH)
      toast.success('Payment success!')
      break
    case 'pending':
      navigate(ORDERS_PATH)
      toast('Waiting your payment..', { icon: '⏳' })
      break
    case 'error':
      toast.error('Payment failed, something went wrong')
      break
    case 'close':
      navigate(ORDERS_PATH)
      toast('You have not completed the payment.')
      break
  }
  return outcome
}
