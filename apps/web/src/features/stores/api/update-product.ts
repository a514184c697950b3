import type { Product, UpdateProductInput } from '@pasar/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

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
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: UpdateProductInput) => updateProduct(slug, uuid, input),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.stores.products(slug) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
      ])
    },
  })
}
