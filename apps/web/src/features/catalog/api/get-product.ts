import type { Product } from '@pasar/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ApiError } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

export function getProduct(uuid: string, signal?: AbortSignal): Promise<{ data: Product }> {
  return api(`/api/v1/products/${encodeURIComponent(uuid)}`, { signal })
}

export function productQuery(uuid: string) {
  return queryOptions({
    queryKey: queryKeys.products.detail(uuid),
    queryFn: ({ signal }) => getProduct(uuid, signal),
    select: (body) => body.data,
    // A missing product stays missing; retrying only delays the not-found screen.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  })
}

export function useProduct(uuid: string) {
  return useQuery(productQuery(uuid))
}
