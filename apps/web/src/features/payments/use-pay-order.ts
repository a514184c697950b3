import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useNavigate } from 'react-router'
import { queryKeys } from '@/lib/query-keys.ts'
import { toast } from '@/lib/toast.ts'
import { refreshPayment } from './api/refresh-payment.ts'
import { t } from './i18n/index.ts'
import { openSnap, type PaymentOutcome } from './snap.ts'

const ORDERS_PATH = '/dashboard/orders'

/**
 * Paying an order, the same from checkout and from the orders screen: open the payment popup
 * (with the token just made, or a fresh one from the server), then ask the server to check the
 * payment — its status comes only from the provider — then move on and say how it went.
 * `pay` never throws; it resolves with the popup's outcome, or null when no popup opened.
 */
export function usePayOrder() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [isPaying, setPaying] = useState(false)

  const pay = useCallback(
    async (orderId: number, token?: string): Promise<PaymentOutcome | null> => {
      setPaying(true)
      try {
        const payable = token ?? (await freshToken(orderId))
        if (!payable) {
          toast.error(t('notPayable'))
          await queryClient.invalidateQueries({ queryKey: queryKeys.orders.all })
          return null
        }
        const outcome = await openSnap(queryClient, payable)
        // The provider's notification settles the order too, so a failed check is not an error.
        await refreshPayment(orderId).catch(() => undefined)
        await queryClient.invalidateQueries({ queryKey: queryKeys.orders.all })
        announce(outcome, (to) => void navigate(to))
        return outcome
      } catch (error) {
        toast.error(error instanceof Error ? error.message : t('failed'))
        return null
      } finally {
        setPaying(false)
      }
    },
    [navigate, queryClient],
  )

  return { pay, isPaying }
}

async function freshToken(orderId: number): Promise<string | null> {
  const { data } = await refreshPayment(orderId)
  return data.status === 'PENDING' && data.token ? data.token : null
}

/** The checkout outcomes: where the user goes and what the toast says. */
function announce(outcome: PaymentOutcome, navigate: (to: string) => void) {
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
      toast.error(t('failed'))
      break
    case 'close':
      navigate(ORDERS_PATH)
      toast(t('closed'))
      break
  }
}
