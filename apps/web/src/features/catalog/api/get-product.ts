import type { Product } from '@pasar/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'
import { publicDetailOptions } from './public-detail.ts'

const productPath = (uuid: string) => `/api/v1/products/${encodeURIComponent(uuid)}`

export function getProduct(uuid: string, signal?: AbortSignal): Promise<{ data: Product }> {
  return api(productPath(uuid), { signal })
}

export function productQuery(uuid: string) {
  return queryOptions({
    queryKey: queryKeys.products.detail(uuid),
    queryFn: ({ signal }) => getProduct(uuid, signal),
    ...publicDetailOptions<Product>(productPath(uuid)),
  })
}

export function useProduct(uuid: string) {
  return useQuery(productQuery(uuid))
}
