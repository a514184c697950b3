import {
  TABLE_PAGE_SIZE,
  type OrderPage,
  type OrderStage,
  type OrderStatusFilter,
} from '@pasar/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

/** The orders screen's query: payment statuses, one stage (none: every order) and the page. */
export interface OrdersParams {
  status: OrderStatusFilter[]
  stage?: OrderStage | undefined
  page: number
}

export function getOrders(params: OrdersParams, signal?: AbortSignal): Promise<OrderPage> {
  return api('/api/v1/orders', {
    query: {
      status: params.status.join(','),
      ...(params.stage ? { stage: params.stage } : {}),
      page: params.page,
      limit: TABLE_PAGE_SIZE,
    },
    signal,
  })
}

export function ordersQuery(params: OrdersParams) {
  return queryOptions({
    queryKey: queryKeys.orders.list({
      status: params.status.join(','),
      stage: params.stage ?? '',
      page: params.page,
    }),
    queryFn: ({ signal }) => getOrders(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
}

export function useOrders(params: OrdersParams) {
  return useQuery(ordersQuery(params))
}
