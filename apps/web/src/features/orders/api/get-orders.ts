import { TABLE_PAGE_SIZE, type OrderPage, type OrderStatusFilter } from '@pasar/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

export function getOrders(
  params: { status: OrderStatusFilter[]; page: number },
  signal?: AbortSignal,
): Promise<OrderPage> {
  return api('/api/v1/orders', {
    query: { status: params.status.join(','), page: params.page, limit: TABLE_PAGE_SIZE },
    signal,
  })
}

export function ordersQuery(params: { status: OrderStatusFilter[]; page: number }) {
  return queryOptions({
    queryKey: queryKeys.orders.list({ status: params.status.join(','), page: params.page }),
    queryFn: ({ signal }) => getOrders(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
}

export function useOrders(params: { status: OrderStatusFilter[]; page: number }) {
  return useQuery(ordersQuery(params))
}
