import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

export function deleteProduct(slug: string, uuid: string): Promise<void> {
  return api(`/api/v1/stores/${encodeURIComponent(slug)}/products/${encodeURIComponent(uuid)}`, {
    method: 'DELETE',
  })
}

export function useDeleteProduct(slug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (uuid: string) => deleteProduct(slug, uuid),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.stores.products(slug) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
      ])
    },
  })
}
