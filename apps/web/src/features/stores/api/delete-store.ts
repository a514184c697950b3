import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

export function deleteStore(slug: string): Promise<void> {
  return api(`/api/v1/stores/${encodeURIComponent(slug)}`, { method: 'DELETE' })
}

export function useDeleteStore(slug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => deleteStore(slug),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: queryKeys.stores.detail(slug) })
      queryClient.removeQueries({ queryKey: queryKeys.stores.products(slug) })
      await Promise.all([
        // Not refetched now: the store's screen stays until the redirect, then the list reloads.
        queryClient.invalidateQueries({ queryKey: queryKeys.stores.mine, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
      ])
    },
  })
}
