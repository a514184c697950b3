import type { QueryClient } from '@tanstack/react-query'
import { queryKeys } from '@/lib/query-keys.ts'
import { toast } from '@/lib/toast.ts'
import { refreshPayment } from './api/refresh-payment.ts'
import { t } from './i18n/index.ts'
import { openSnap, type PaymentOutcome } from './snap.ts'

const ORDERS_PATH = '/dashboard/orders'

/**
 * Pays an order: opens the payment popup (with the token just made, or a fresh one from the
 * server), then asks the server to check the payment — its status comes only from the provider —
 * then moves on and says how it went. Never throws; resolves with the popup's outcome, or null
 * when no popup opened. `usePayOrder` loads it on the first payment.
 */
export async function payOrder({
  orderId,
  token,
  queryClient,
  navigate,
}: {
  orderId: number
  token?: string
  queryClient: QueryClient
  navigate: (to: string) => void
}): Promise<PaymentOutcome | null> {
  try {
    const payable = token ?? (await freshToken(orderId))
    if (!payable) {
      toast.error(t('notPayable'))
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders.all })
      return null
    }
    // From checkout: the order's page stands behind the popup, so a reload keeps the order in
    // sight with 'Pay now' (docs/decisions/1005-failed-payment-is-not-a-dead-order.md).
    if (token) navigate(`${ORDERS_PATH}/${orderId}`)
    const outcome = await openSnap(queryClient, payable)
    // The provider's notification settles the order too, so a failed check is not an error.
    await refreshPayment(orderId).catch(() => undefined)
    await queryClient.invalidateQueries({ queryKey: queryKeys.orders.all })
    announce(outcome, orderId, navigate)
    return outcome
  } catch (error) {
    toast.error(error instanceof Error ? error.message : t('failed'))
    return null
  }
}

async function freshToken(orderId: number): Promise<string | null> {
  const { data } = await refreshPayment(orderId)
  return data.status === 'PENDING' && data.token ? data.token : null
}

/** The checkout outcomes: where the user goes and what the toast says. */
function announce(outcome: PaymentOutcome, orderId: number, navigate: (to: string) => void) {
  switch (outcome) {
    case 'success':
      navigate(ORDERS_PATH)
      toast.success(t('success'))
      break
    case 'pending':
      navigate(ORDERS_PATH)
      toast(t('pending'), { icon: '⏳' })
      break
    case 'error':
      // The order stays payable: its page offers 'Pay now' again.
      navigate(`${ORDERS_PATH}/${orderId}`)
      toast.error(t('failed'))
      break
    case 'close':
      navigate(ORDERS_PATH)
      toast(t('closed'))
      break
  }
}
