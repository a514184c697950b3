import { PRODUCTS_PAGE_SIZE, type CatalogPage } from '@pasar/shared'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

export interface ProductsPageParam {
  page: number
  /** From the first page's answer: later pages leave out products added meanwhile. */
  snapshot?: number
}

export function getProducts(
  { category, limit = PRODUCTS_PAGE_SIZE }: { category?: string; limit?: number },
  { page, snapshot }: ProductsPageParam,
  signal?: AbortSignal,
): Promise<CatalogPage> {
  const path = category
    ? `/api/v1/products/category/${encodeURIComponent(category)}`
    : '/api/v1/products'
  return api(path, { query: { page, limit, snapshot }, signal })
}

export function productsQuery(params: { category?: string; limit?: number }) {
  return infiniteQueryOptions({
    queryKey: [...queryKeys.products.list({ category: params.category }), params.limit ?? null],
    queryFn: ({ pageParam, signal }) => getProducts(params, pageParam, signal),
    initialPageParam: { page: 1 } as ProductsPageParam,
    getNextPageParam: (last): ProductsPageParam | undefined =>
      last.pagination.hasNextPage
        ? { page: last.pagination.currentPage + 1, snapshot: last.pagination.snapshot }
        : undefined,
  })
}

export function useProducts(params: { category?: string; limit?: number }) {
  return useInfiniteQuery(productsQuery(params))
}
