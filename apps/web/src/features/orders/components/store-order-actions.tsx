import { formatIDR, type StoreOrder } from '@pasar/shared'
import { PackageCheckIcon } from 'lucide-react'
import { lazy, useState } from 'react'
import { OpenedPart } from '@/components/opened-part.tsx'
import { Button } from '@/components/ui/button.tsx'
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx'
import {
  dialogOutcome,
  loadCancelReasonDialog,
  reportRefusal,
  storeOrderPaid,
} from '@/features/fulfilment/index.ts'
import { toast } from '@/lib/toast.ts'
import { useOpenedOnPress } from '@/lib/use-opened-on-press.ts'
import { useCancelStoreOrder } from '../api/cancel-store-order.ts'
import { useReceiveStoreOrder } from '../api/receive-store-order.ts'
import { useT } from '../i18n/index.ts'

// Its form loads on the first press of 'Cancel' (docs/decisions/0986).
const CancelReasonDialog = lazy(loadCancelReasonDialog)

const RECEIVABLE = new Set<StoreOrder['status']>(['SHIPPED', 'DELIVERED'])
const CANCELABLE = new Set<StoreOrder['status']>(['TO_SHIP'])

/** Whether the buyer can do anything with the store order: `StoreOrderActions` is shown then. */
export const hasBuyerActions = (order: StoreOrder) =>
  RECEIVABLE.has(order.status) || CANCELABLE.has(order.status)

/**
 * What the buyer can do with one store order: 'Order received' once it is on its way or delivered,
 * 'Cancel' (with a reason, refunded) while the store has not shipped it. Shown where
 * `hasBuyerActions` says so (store-order-panel.tsx, which keeps focus when it goes).
 */
export function StoreOrderActions({ order }: { order: StoreOrder }) {
  const [receiving, setReceiving] = useState(false)
  const canceling = useOpenedOnPress(loadCancelReasonDialog)
  const receive = useReceiveStoreOrder()
  const cancel = useCancelStoreOrder()
  const { t } = useT()
  const ref = { orderId: order.orderId, storeOrderId: order.id }
  const receivable = RECEIVABLE.has(order.status)
  const cancelable = CANCELABLE.has(order.status)

  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      {cancelable && (
        <Button
          variant="outline"
          aria-label={t('cancelFrom', { store: order.store.name })}
          {...canceling.trigger}
        >
          {t('cancel')}
        </Button>
      )}
      {receivable && (
        <Button
          busy={receive.isPending}
          aria-label={t('receivedFrom', { store: order.store.name })}
          onClick={() => setReceiving(true)}
        >
          <PackageCheckIcon aria-hidden="true" />
          {t('received')}
        </Button>
      )}
      <ConfirmDialog
        open={receiving}
        onOpenChange={setReceiving}
        title={t('receiveTitle')}
        description={t('receiveDescription', { store: order.store.name })}
        confirmLabel={t('received')}
        variant="default"
        onConfirm={() =>
          receive.mutate(ref, {
            onSuccess: () => toast.success(t('receivedToast')),
            onError: (error) => reportRefusal(error),
          })
        }
      />
      <OpenedPart part={canceling}>
        <CancelReasonDialog
          {...canceling.props}
          title={t('cancelTitle', { store: order.store.name })}
          description={t('cancelDescription', {
            amount: formatIDR(storeOrderPaid(order)),
          })}
          placeholder={t('cancelPlaceholder')}
          pending={cancel.isPending}
          onSubmit={(reason, field) =>
            cancel.mutate(
              { ...ref, reason },
              dialogOutcome(t('canceledToast'), canceling.close, field),
            )
          }
        />
      </OpenedPart>
    </div>
  )
}
