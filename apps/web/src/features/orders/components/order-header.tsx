import type { Order } from '@pasar/shared'
import { CreditCardIcon, XIcon } from 'lucide-react'
import { useState } from 'react'
import { Trans } from '@/i18n/trans.tsx'
import { Button } from '@/components/ui/button.tsx'
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { useDateTimeFormat } from '@/i18n/format.ts'
import { usePayOrder } from '@/features/payments/index.ts'
import { useCancelOrderConfirmation } from '../hooks/use-cancel-order-confirmation.ts'
import { useT } from '../i18n/index.ts'
import { hasEnded } from '../lib/ended.ts'
import { BuyAgainButton } from './buy-again-button.tsx'
import { RefundNote } from './refund-note.tsx'
import { StatusBadge } from './status-badge.tsx'

/** 'Pay now' and 'Cancel order' on an unpaid order, the same calls as the orders table's menu. */
function PendingActions({ order }: { order: Order }) {
  const { pay, isPaying } = usePayOrder()
  const cancel = useCancelOrderConfirmation(order.id)
  const { t } = useT()
  return (
    <div className="flex flex-wrap gap-2">
      <ConfirmDialog
        trigger={
          <Button variant="outline" busy={cancel.isPending}>
            <XIcon aria-hidden="true" />
            {t('cancelOrder')}
          </Button>
        }
        {...cancel.confirm}
      />
      <Button busy={isPaying} onClick={() => void pay(order.id)}>
        {isPaying ? <Spinner label={t('openingPayment')} /> : <CreditCardIcon aria-hidden="true" />}
        {t('payNow')}
      </Button>
    </div>
  )
}

/** The order's number, date, payment status and the order-wide actions. */
export function OrderHeader({ order }: { order: Order }) {
  const [now] = useState(() => Date.now())
  const { t } = useT()
  const formatDateTime = useDateTimeFormat()
  const payable = order.status === 'PENDING' && Date.parse(order.paymentDeadline) > now
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div className="grid gap-1.5">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('orderTitle', { id: order.id })}
        </h1>
        <p className="text-muted-foreground text-sm">
          <Trans
            t={t}
            i18nKey="placed"
            values={{ date: formatDateTime(order.createdAt) }}
            components={{ time: <time dateTime={order.createdAt} /> }}
          />
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">{t('payment')}</span>
          <StatusBadge status={order.status} />
          {payable && (
            <span className="text-amber-800">
              {t('payBefore', { date: formatDateTime(order.paymentDeadline) })}
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
