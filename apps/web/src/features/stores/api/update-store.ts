import type { Store, UpdateStoreInput } from '@pasar/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

export function updateStore(slug: string, input: UpdateStoreInput): Promise<{ data: Store }> {
  return api(`/api/v1/stores/${encodeURIComponent(slug)}`, { method: 'PATCH', body: input })
}

export function useUpdateStore(slug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: UpdateStoreInput) => updateStore(slug, input),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.stores.mine }),
        queryClient.invalidateQueries({ queryKey: queryKeys.stores.detail(slug) }),
        // Product views carry the store's name.
        queryClient.invalidateQueries({ queryKey: queryKeys.stores.products(slug) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
      ])
    },
  })
}
