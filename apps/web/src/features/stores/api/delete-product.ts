import { api } from '@/lib/api-client.ts'
import { useProductMutation } from './refresh.ts'

export function deleteProduct(slug: string, uuid: string): Promise<void> {
  return api(`/api/v1/stores/${encodeURIComponent(slug)}/products/${encodeURIComponent(uuid)}`, {
    method: 'DELETE',
  })
}

export function useDeleteProduct(slug: string) {
  return useProductMutation(slug, (uuid: string) => deleteProduct(slug, uuid))
}
