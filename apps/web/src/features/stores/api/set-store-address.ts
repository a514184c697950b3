import type { Store, StoreAddressFields } from '@pasar/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { refreshStore } from './refresh.ts'

export function setStoreAddress(slug: string, input: StoreAddressFields): Promise<{ data: Store }> {
  return api(`/api/v1/stores/${encodeURIComponent(slug)}/address`, { method: 'PUT', body: input })
}

/** Sets where the store ships from (docs/decisions/0822). */
export function useSetStoreAddress(slug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: StoreAddressFields) => setStoreAddress(slug, input),
    onSuccess: () => refreshStore(queryClient, slug),
  })
}
