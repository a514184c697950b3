import type { Order } from '@pasar/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

const RECENT_ORDERS = 5

export function getRecentOrders(): Promise<{ data: Order[] }> {
  return api('/api/v1/orders', { query: { page: 1, limit: RECENT_ORDERS } })
}

export const recentOrdersQuery = queryOptions({
  queryKey: queryKeys.orders.recent,
  queryFn: getRecentOrders,
  select: (body) => body.data,
})

export function useRecentOrders() {
  return useQuery(recentOrdersQuery)
}
