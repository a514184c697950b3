import { PRODUCTS_PAGE_SIZE, type ProductPage } from '@pasar/shared'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'
import type { ListingFilters } from '../hooks/use-listing-filters.ts'

/**
 * One page of a store's products (GET /api/v1/stores/{slug}/products), for the store page, in
 * the sort and price range the page's URL holds (docs/decisions/0973).
 */
export function getStoreListing(
  slug: string,
  page: number,
  filters: ListingFilters = {},
  signal?: AbortSignal,
): Promise<ProductPage> {
  return api(`/api/v1/stores/${encodeURIComponent(slug)}/products`, {
    query: { page, limit: PRODUCTS_PAGE_SIZE, ...filters },
    signal,
  })
}

export function storeListingQuery(slug: string, filters: ListingFilters = {}) {
  return infiniteQueryOptions({
    queryKey: [...queryKeys.stores.products(slug), 'listing', filters],
    queryFn: ({ pageParam, signal }) => getStoreListing(slug, pageParam, filters, signal),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.hasNextPage ? last.pagination.currentPage + 1 : undefined,
  })
}

export function useStoreListing(slug: string, filters: ListingFilters = {}) {
  return useInfiniteQuery(storeListingQuery(slug, filters))
}
