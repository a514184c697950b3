import type { ConfirmDialogText } from '@/components/ui/confirm-dialog-box.tsx'
import { ApiError } from '@/lib/api-client.ts'
import { toast } from '@/lib/toast.ts'
import { useCancelOrder } from '../api/cancel-order.ts'
import { useT } from '../i18n/index.ts'

/**
 * Canceling an unpaid order, from the orders table's menu and the order's page alike: the
 * confirmation's words ('No', 'Yes, cancel order') and the call with its toasts.
 */
export function useCancelOrderConfirmation(orderId: number): {
  isPending: boolean
  confirm: ConfirmDialogText
} {
  const cancel = useCancelOrder()
  const { t } = useT()
  return {
    isPending: cancel.isPending,
    confirm: {
      description: t('cancelOrderDescription', { id: orderId }),
      cancelLabel: t('cancelOrderKeep'),
      confirmLabel: t('cancelOrderConfirm'),
      onConfirm: () =>
        cancel.mutate(orderId, {
          onSuccess: () => toast.success(t('orderCanceled')),
          onError: (error) =>
            toast.error(error instanceof ApiError ? error.message : t('somethingWrong')),
        }),
    },
  }
}
