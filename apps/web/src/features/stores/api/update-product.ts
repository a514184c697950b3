import type { Product, UpdateProductInput } from '@pasar/shared'
import { api } from '@/lib/api-client.ts'
import { useProductMutation } from './refresh.ts'

export function updateProduct(
  slug: string,
  uuid: string,
  input: UpdateProductInput,
): Promise<{ data: Product }> {
  return api(`/api/v1/stores/${encodeURIComponent(slug)}/products/${encodeURIComponent(uuid)}`, {
    method: 'PATCH',
    body: input,
  })
}

export function useUpdateProduct(slug: string, uuid: string) {
  return useProductMutation(slug, (input: UpdateProductInput) => updateProduct(slug, uuid, input))
}
