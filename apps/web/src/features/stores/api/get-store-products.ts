import { MAX_LIST_LIMIT, type OwnedProduct, type OwnedProductPage } from '@pasar/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

/**
 * Every product of the owner's store (the table pages on the client), fetched page by page: the
 * owner's list, so a product an operator hid is there too, saying why (docs/decisions/1009).
 */
export async function getStoreProducts(slug: string): Promise<OwnedProduct[]> {
  const products: OwnedProduct[] = []
  for (let page = 1; ; page++) {
    const body = await api<OwnedProductPage>(
      `/api/v1/stores/${encodeURIComponent(slug)}/products/owned`,
      { query: { page, limit: MAX_LIST_LIMIT } },
    )
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
