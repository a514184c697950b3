import type { OrderStatus } from '@pasar/shared'
import { Badge } from '@/components/ui/badge.tsx'
import { useT } from '../i18n/index.ts'

const VARIANTS = {
  PAID: 'success',
  PENDING: 'warning',
  CANCELED: 'muted',
  EXPIRED: 'muted',
  FAILED: 'destructive',
} as const

/** The order's payment status: the enum's own word in English ('PAID'), 'Lunas' in Indonesian. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useT()
  return <Badge variant={VARIANTS[status]}>{t(`status.${status}`)}</Badge>
}
