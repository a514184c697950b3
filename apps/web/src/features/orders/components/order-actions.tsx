import type { Order } from '@pasar/shared'
import { useState, type ReactNode } from 'react'
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx'
import { usePayOrder } from '@/features/payments/index.ts'
import { useCancelOrderConfirmation } from '../hooks/use-cancel-order-confirmation.ts'
import { useT } from '../i18n/index.ts'

/**
 * A PENDING order's menu: 'Complete payment' (same popup and outcomes) and 'Cancel payment'.
 * Loaded on the first press of its button (`MenuOnPress`), so it opens as it mounts; `trigger`
 * draws that button, with a spinner while the payment opens.
 */
export function OrderActions({
  order,
  trigger,
}: {
  order: Order
  trigger: (paying: boolean) => ReactNode
}) {
  const cancel = useCancelOrderConfirmation(order.id)
  const [confirming, setConfirming] = useState(false)
  // Without a token, the payment asks the server for a fresh one first.
  const { pay, isPaying: paying } = usePayOrder()
  const { t } = useT()

  return (
    <>
      <DropdownMenu defaultOpen>
        <DropdownMenuTrigger asChild>{trigger(paying)}</DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => void pay(order.id)}>
            {t('completePayment')}
          </DropdownMenuItem>
          <DropdownMenuItem
            className="text-destructive focus:text-destructive"
            onSelect={() => setConfirming(true)}
          >
            {t('cancelPayment')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog open={confirming} onOpenChange={setConfirming} {...cancel.confirm} />
    </>
  )
}
