import { MAX_LIST_LIMIT, type Product, type ProductPage } from '@pasar/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

/** Every product of a store (the table pages on the client), fetched page by page. */
export async function getStoreProducts(slug: string): Promise<Product[]> {
  const products: Product[] = []
  for (let page = 1; ; page++) {
    const body = await api<ProductPage>(`/api/v1/stores/${encodeURIComponent(slug)}/products`, {
      query: { page, limit: MAX_LIST_LIMIT },
    })
    products.push(...body.data)
    if (!body.pagination.hasNextPage) return products
  }
}

export function storeProductsQuery(slug: string) {
  return queryOptions({
    queryKey: queryKeys.stores.products(slug),
    queryFn: () => getStoreProducts(slug),
  })
}

export function useStoreProducts(slug: string) {
  return useQuery(storeProductsQuery(slug))
}
