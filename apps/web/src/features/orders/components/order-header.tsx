import type { Order } from '@pasar/shared'
import { CreditCardIcon, XIcon } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { formatDateTime } from '@/features/fulfilment/index.ts'
import { usePayOrder } from '@/features/payments/index.ts'
import { ApiError } from '@/lib/api-client.ts'
import { toast } from '@/lib/toast.ts'
import { useCancelOrder } from '../api/cancel-order.ts'
import { hasEnded } from '../lib/ended.ts'
import { BuyAgainButton } from './buy-again-button.tsx'
import { RefundNote } from './refund-note.tsx'
import { StatusBadge } from './status-badge.tsx'

/** 'Pay now' and 'Cancel order' on an unpaid order, the same calls as the orders table's menu. */
function PendingActions({ order }: { order: Order }) {
  const { pay, isPaying } = usePayOrder()
  const cancel = useCancelOrder()
  return (
    <div className="flex flex-wrap gap-2">
      <ConfirmDialog
        trigger={
          <Button variant="outline" disabled={cancel.isPending}>
            <XIcon aria-hidden="true" />
            Cancel order
          </Button>
        }
        description={`Order #${order.id} will be canceled and its items released back to the stores. This action cannot be undone.`}
        onConfirm={() =>
          cancel.mutate(order.id, {
            onSuccess: () => toast.success('Order canceled.'),
            onError: (error) =>
              toast.error(error instanceof ApiError ? error.message : 'Something went wrong'),
          })
        }
      />
      <Button disabled={isPaying} onClick={() => void pay(order.id)}>
        {isPaying ? <Spinner label="Opening payment" /> : <CreditCardIcon aria-hidden="true" />}
        Pay now
      </Button>
    </div>
  )
}

/** The order's number, date, payment status and the order-wide actions. */
export function OrderHeader({ order }: { order: Order }) {
  const [now] = useState(() => Date.now())
  const payable = order.status === 'PENDING' && Date.parse(order.paymentDeadline) > now
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div className="grid gap-1.5">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Order #{order.id}</h1>
        <p className="text-muted-foreground text-sm">
          Placed <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">Payment</span>
          <StatusBadge status={order.status} />
          {payable && (
            <span className="text-amber-800">
              Pay before {formatDateTime(order.paymentDeadline)}
            </span>
          )}
        </p>
        <RefundNote refund={order.refund} />
      </div>
      {order.status === 'PENDING' && <PendingActions order={order} />}
      {hasEnded(order) && <BuyAgainButton order={order} />}
    </header>
  )
}
