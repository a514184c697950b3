import type { CreateStoreInput, Store } from '@pasar/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

export function createStore(input: CreateStoreInput): Promise<{ data: Store }> {
  return api('/api/v1/stores', { method: 'POST', body: input })
}

export function useCreateStore() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createStore,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.stores.mine }),
  })
}
