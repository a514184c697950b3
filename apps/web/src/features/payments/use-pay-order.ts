import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useNavigate } from 'react-router'
import { tCommon } from '@/i18n/common/index.ts'
import { toast } from '@/lib/toast.ts'
import type { PaymentOutcome } from './snap.ts'

// The payment's code (the popup, its texts) loads on the first payment, not with the page
// (docs/decisions/1000-react-in-production.md).
const loadPay = () => import('./pay.ts')

/**
 * Paying an order, the same from checkout and from the orders screen (pay.ts). `pay` never
 * throws; it resolves with the popup's outcome, or null when no popup opened (or its code could
 * not load, which a toast says).
 */
export function usePayOrder() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [isPaying, setPaying] = useState(false)

  const pay = useCallback(
    async (orderId: number, token?: string): Promise<PaymentOutcome | null> => {
      setPaying(true)
      try {
        const flow = await loadPay().catch(() => null)
        if (!flow) {
          toast.error(tCommon('notLoaded'))
          return null
        }
        return await flow.payOrder({
          orderId,
          token,
          queryClient,
          navigate: (to) => void navigate(to),
        })
      } finally {
        setPaying(false)
      }
    },
    [navigate, queryClient],
  )

  return { pay, isPaying }
}
