import { PRODUCTS_PAGE_SIZE, type CatalogPage } from '@pasar/shared'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api, buildUrl } from '@/lib/api-client.ts'
import { INITIAL_DATA_AT, takeInitialData } from '@/lib/initial-data.ts'
import { queryKeys } from '@/lib/query-keys.ts'
import type { ListingFilters } from '../hooks/use-listing-filters.ts'

export interface ProductsPageParam {
  page: number
  /** From the first page's answer: later pages leave out products added meanwhile. */
  snapshot?: number
}

export interface ProductsParams extends ListingFilters {
  category?: string
  /** A search's words: every match, paged (GET /api/v1/products?q=). */
  q?: string
  limit?: number
}

function productsRequest(
  { category, q, limit = PRODUCTS_PAGE_SIZE, sort, minPrice, maxPrice }: ProductsParams,
  { page, snapshot }: ProductsPageParam,
) {
  const path = category
    ? `/api/v1/products/category/${encodeURIComponent(category)}`
    : '/api/v1/products'
  // In the order the server's page embeds the first answer under (page-meta.ts).
  return { path, query: { page, limit, snapshot, q, sort, minPrice, maxPrice } }
}

export function getProducts(
  params: ProductsParams,
  pageParam: ProductsPageParam,
  signal?: AbortSignal,
): Promise<CatalogPage> {
  const { path, query } = productsRequest(params, pageParam)
  return api(path, { query, signal })
}

const FIRST_PAGE: ProductsPageParam = { page: 1 }

/** The first page, when the server embedded it in the page (docs/decisions/0581). */
function embeddedFirstPage(params: ProductsParams) {
  const { path, query } = productsRequest(params, FIRST_PAGE)
  const first = takeInitialData<CatalogPage>(buildUrl(path, query))
  return first && { pages: [first], pageParams: [FIRST_PAGE] }
}

export function productsQuery(params: ProductsParams) {
  return infiniteQueryOptions({
    queryKey: [
      ...queryKeys.products.list({
        category: params.category,
        q: params.q,
        sort: params.sort,
        minPrice: params.minPrice,
        maxPrice: params.maxPrice,
      }),
      params.limit ?? null,
    ],
    queryFn: ({ pageParam, signal }) => getProducts(params, pageParam, signal),
    initialPageParam: FIRST_PAGE,
    initialData: () => embeddedFirstPage(params),
    initialDataUpdatedAt: INITIAL_DATA_AT,
    getNextPageParam: (last): ProductsPageParam | undefined =>
      last.pagination.hasNextPage
        ? { page: last.pagination.currentPage + 1, snapshot: last.pagination.snapshot }
        : undefined,
  })
}

export function useProducts(params: ProductsParams) {
  return useInfiniteQuery(productsQuery(params))
}
