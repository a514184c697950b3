import type { OrderStatus } from '@pasar/shared'

/** An order's status badge: paid is good news, waiting is a warning, an unpaid end is muted. */
export function orderStatusVariant(status: OrderStatus) {
  if (status === 'PAID') return 'success' as const
  if (status === 'PENDING') return 'warning' as const
  return 'muted' as const
}
