import type { StoreOrder } from '@pasar/shared'
import { t as tOrders } from '../i18n/index.ts'

export interface TimelineStep {
  key: 'PAID' | 'SHIPPED' | 'DELIVERED' | 'COMPLETED' | 'CANCELED'
  label: string
  /** When the step happened, when the API knows it. */
  at: string | null
  done: boolean
  /** The step the store order is at now. */
  current: boolean
  /** Why it was canceled (the Canceled step only). */
  note?: string
}

/** Each step's label is `step.<key>` in the catalogue. */
const STEPS = [
  { key: 'PAID', at: () => null },
  { key: 'SHIPPED', at: (o: StoreOrder) => o.shippedAt },
  { key: 'DELIVERED', at: (o: StoreOrder) => o.deliveredAt },
  { key: 'COMPLETED', at: (o: StoreOrder) => o.completedAt },
] as const

const REACHED: Record<StoreOrder['status'], number> = {
  AWAITING_PAYMENT: -1,
  TO_SHIP: 0,
  SHIPPED: 1,
  DELIVERED: 2,
  COMPLETED: 3,
  CANCELED: -1,
}

/**
 * A store order's way as the buyer sees it: Paid → Shipped → Delivered → Completed, or the steps
 * it reached and then Canceled with its reason. A store order is paid once it has a ship-by time
 * (docs/decisions/0850); one the buyer confirmed while still in transit counts Delivered as done
 * without a time. The labels are in the language of `t` (a component passes its `useT()` one).
 */
export function timelineOf(order: StoreOrder, t: typeof tOrders = tOrders): TimelineStep[] {
  if (order.status === 'CANCELED') {
    const reached = order.shippedAt ? 1 : order.shipBy ? 0 : -1
    const before = STEPS.slice(0, reached + 1).map((step) => ({
      key: step.key,
      label: t(`step.${step.key}`),
      at: step.at(order),
      done: true,
      current: false,
    }))
    return [
      ...before,
      {
        key: 'CANCELED',
        label: t('step.CANCELED'),
        at: order.canceledAt,
        done: true,
        current: true,
        ...(order.cancelReason ? { note: order.cancelReason } : {}),
      },
    ]
  }
  const reached = REACHED[order.status]
  return STEPS.map((step, index) => ({
    key: step.key,
    label: t(`step.${step.key}`),
    at: step.at(order),
    done: index <= reached,
    current: index === reached,
  }))
}
