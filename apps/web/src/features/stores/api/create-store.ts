import type { CreateStoreInput, Store } from '@pasar/shared'
import { api } from '@/lib/api-client.ts'
import { useRefreshingMutation } from '@/lib/api-query.ts'
import { queryKeys } from '@/lib/query-keys.ts'

export function createStore(input: CreateStoreInput): Promise<{ data: Store }> {
  return api('/api/v1/stores', { method: 'POST', body: input })
}

export function useCreateStore() {
  return useRefreshingMutation(createStore, queryKeys.stores.mine)
}
