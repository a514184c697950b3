import type { Order } from '@pasar/shared'
import { useQuery } from '@tanstack/react-query'
import { dataQuery } from '@/lib/api-query.ts'
import { queryKeys } from '@/lib/query-keys.ts'

const RECENT_ORDERS = 5

export const recentOrdersQuery = dataQuery<Order[]>(queryKeys.orders.recent, '/api/v1/orders', {
  query: { page: 1, limit: RECENT_ORDERS },
})

export function useRecentOrders() {
  return useQuery(recentOrdersQuery)
}
