import type { OrderStatus } from '@pasar/shared'
import { Badge } from '@/components/ui/badge.tsx'

const VARIANTS = {
  PAID: 'success',
  PENDING: 'warning',
  CANCELED: 'muted',
  EXPIRED: 'muted',
  FAILED: 'destructive',
} as const

export function StatusBadge({ status }: { status: OrderStatus }) {
  return <Badge variant={VARIANTS[status]}>{status}</Badge>
}
