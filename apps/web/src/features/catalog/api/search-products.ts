import type { SearchGroup } from '@pasar/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

export function searchProducts(
  query: string,
  signal?: AbortSignal,
): Promise<{ data: SearchGroup[] }> {
  return api('/api/v1/products/search', { query: { query }, signal })
}

export function searchQuery(query: string) {
  return queryOptions({
    queryKey: queryKeys.products.search(query),
    queryFn: ({ signal }) => searchProducts(query, signal),
    select: (body) => body.data,
    enabled: query.trim().length > 0,
    staleTime: 60_000,
  })
}

/** No call for an empty query (docs/product.md#search). */
export function useSearchProducts(query: string) {
  return useQuery(searchQuery(query))
}
