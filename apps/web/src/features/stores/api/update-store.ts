import type { Store, UpdateStoreInput } from '@pasar/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { refreshProducts, refreshStore } from './refresh.ts'

export function updateStore(slug: string, input: UpdateStoreInput): Promise<{ data: Store }> {
  return api(`/api/v1/stores/${encodeURIComponent(slug)}`, { method: 'PATCH', body: input })
}

export function useUpdateStore(slug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: UpdateStoreInput) => updateStore(slug, input),
    onSuccess: () =>
      Promise.all([
        refreshStore(queryClient, slug),
        // Product views carry the store's name.
        refreshProducts(queryClient, slug),
      ]),
  })
}
