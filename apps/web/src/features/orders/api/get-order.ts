import type { OrderDetail } from '@pasar/shared'
import { useQuery } from '@tanstack/react-query'
import { dataQuery } from '@/lib/api-query.ts'
import { queryKeys } from '@/lib/query-keys.ts'

/**
 * GET /api/v1/orders/{id}: one of my orders with its store orders (404 if not mine), each line with
 * its review state (docs/decisions/0960-reviews.md).
 */
export function orderQuery(id: number) {
  return dataQuery<OrderDetail>(queryKeys.orders.detail(id), `/api/v1/orders/${id}`, {
    staleTime: 0,
  })
}

export function useOrder(id: number) {
  return useQuery(orderQuery(id))
}
