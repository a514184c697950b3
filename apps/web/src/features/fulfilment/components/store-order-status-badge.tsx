import type { StoreOrderStatus } from '@pasar/shared'
import { Badge } from '@/components/ui/badge.tsx'
import { STORE_ORDER_STATUS_LABELS } from '../lib/status.ts'

const VARIANTS = {
  AWAITING_PAYMENT: 'warning',
  TO_SHIP: 'warning',
  SHIPPED: 'secondary',
  DELIVERED: 'secondary',
  COMPLETED: 'success',
  CANCELED: 'muted',
} as const satisfies Record<StoreOrderStatus, string>

export function StoreOrderStatusBadge({ status }: { status: StoreOrderStatus }) {
  return <Badge variant={VARIANTS[status]}>{STORE_ORDER_STATUS_LABELS[status]}</Badge>
}
