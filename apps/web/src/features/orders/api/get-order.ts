import type { OrderDetail } from '@pasar/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

/**
 * GET /api/v1/orders/{id}: one of my orders with its store orders (404 if not mine), each line with
 * its review state (docs/decisions/0960-reviews.md).
 */
export function getOrder(id: number, signal?: AbortSignal): Promise<{ data: OrderDetail }> {
  return api(`/api/v1/orders/${id}`, { signal })
}

export function orderQuery(id: number) {
  return queryOptions({
    queryKey: queryKeys.orders.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    select: (body) => body.data,
    staleTime: 0,
  })
}

export function useOrder(id: number) {
  return useQuery(orderQuery(id))
}
