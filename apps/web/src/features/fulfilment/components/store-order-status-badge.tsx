import type { StoreOrderStatus } from '@pasar/shared'
import { Badge } from '@/components/ui/badge.tsx'
import { useT } from '../i18n/index.ts'
import { storeOrderStatusLabel } from '../lib/status.ts'

const VARIANTS = {
  AWAITING_PAYMENT: 'warning',
  TO_SHIP: 'warning',
  SHIPPED: 'secondary',
  DELIVERED: 'secondary',
  COMPLETED: 'success',
  CANCELED: 'muted',
} as const satisfies Record<StoreOrderStatus, string>

export function StoreOrderStatusBadge({ status }: { status: StoreOrderStatus }) {
  const { t } = useT()
  return <Badge variant={VARIANTS[status]}>{storeOrderStatusLabel(status, t)}</Badge>
}
