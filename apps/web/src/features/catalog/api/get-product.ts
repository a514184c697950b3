import type { ProductDetail } from '@pasar/shared'
import { useQuery } from '@tanstack/react-query'
import { queryKeys } from '@/lib/query-keys.ts'
import { publicDetailQuery } from './public-detail.ts'

export function productQuery(uuid: string) {
  return publicDetailQuery<ProductDetail>(
    queryKeys.products.detail(uuid),
    `/api/v1/products/${encodeURIComponent(uuid)}`,
  )
}

export function useProduct(uuid: string) {
  return useQuery(productQuery(uuid))
}
