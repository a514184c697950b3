import { TABLE_PAGE_SIZE, type SellerStoreOrderPage, type StoreOrderStatus } from '@pasar/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

export interface StoreOrdersParams {
  status: StoreOrderStatus
  page: number
}

/** GET /api/v1/stores/{slug}/orders: one page of a status, newest first, with every status' count. */
export function getStoreOrders(
  slug: string,
  params: StoreOrdersParams,
  signal?: AbortSignal,
): Promise<SellerStoreOrderPage> {
  return api(`/api/v1/stores/${encodeURIComponent(slug)}/orders`, {
    query: { status: params.status, page: params.page, limit: TABLE_PAGE_SIZE },
    signal,
  })
}

export function storeOrdersQuery(slug: string, params: StoreOrdersParams) {
  return queryOptions({
    queryKey: queryKeys.stores.ordersList(slug, params),
    queryFn: ({ signal }) => getStoreOrders(slug, params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
}

export function useStoreOrders(slug: string, params: StoreOrdersParams) {
  return useQuery(storeOrdersQuery(slug, params))
}
