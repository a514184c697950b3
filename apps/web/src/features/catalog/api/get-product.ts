import type { Product } from '@pasar/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ApiError, buildUrl } from '@/lib/api-client.ts'
import { INITIAL_DATA_AT, takeInitialData } from '@/lib/initial-data.ts'
import { queryKeys } from '@/lib/query-keys.ts'

const productPath = (uuid: string) => `/api/v1/products/${encodeURIComponent(uuid)}`

export function getProduct(uuid: string, signal?: AbortSignal): Promise<{ data: Product }> {
  return api(productPath(uuid), { signal })
}

export function productQuery(uuid: string) {
  return queryOptions({
    queryKey: queryKeys.products.detail(uuid),
    queryFn: ({ signal }) => getProduct(uuid, signal),
    // The answer the server embedded in the page, if it is this one (docs/decisions/0581).
    initialData: () => takeInitialData<{ data: Product }>(buildUrl(productPath(uuid))),
    initialDataUpdatedAt: INITIAL_DATA_AT,
    select: (body) => body.data,
    // A missing product stays missing; retrying only delays the not-found screen.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  })
}

export function useProduct(uuid: string) {
  return useQuery(productQuery(uuid))
}
