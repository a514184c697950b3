import { PRODUCTS_PAGE_SIZE, type ProductPage } from '@pasar/shared'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api, buildUrl } from '@/lib/api-client.ts'
import { INITIAL_DATA_AT, takeInitialData } from '@/lib/initial-data.ts'
import { queryKeys } from '@/lib/query-keys.ts'
import type { ListingFilters } from '../hooks/use-listing-filters.ts'

const storeListingPath = (slug: string) => `/api/v1/stores/${encodeURIComponent(slug)}/products`
const listingParams = (page: number, filters: ListingFilters) => ({
  page,
  limit: PRODUCTS_PAGE_SIZE,
  ...filters,
})

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
  return api(storeListingPath(slug), { query: listingParams(page, filters), signal })
}

/** The first page, when the server embedded it in the store's page (docs/decisions/0963). */
function embeddedFirstPage(slug: string, filters: ListingFilters) {
  const url = buildUrl(storeListingPath(slug), listingParams(1, filters))
  const first = takeInitialData<ProductPage>(url)
  return first && { pages: [first], pageParams: [1] }
}

export function storeListingQuery(slug: string, filters: ListingFilters = {}) {
  return infiniteQueryOptions({
    queryKey: [...queryKeys.stores.products(slug), 'listing', filters],
    queryFn: ({ pageParam, signal }) => getStoreListing(slug, pageParam, filters, signal),
    initialPageParam: 1,
    initialData: () => embeddedFirstPage(slug, filters),
    initialDataUpdatedAt: INITIAL_DATA_AT,
    getNextPageParam: (last) =>
      last.pagination.hasNextPage ? last.pagination.currentPage + 1 : undefined,
  })
}

export function useStoreListing(slug: string, filters: ListingFilters = {}) {
  return useInfiniteQuery(storeListingQuery(slug, filters))
}
