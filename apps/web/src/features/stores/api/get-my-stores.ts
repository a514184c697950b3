import type { Store } from '@pasar/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

export function getMyStores(): Promise<{ data: Store[] }> {
  return api('/api/v1/stores/user')
}

export const myStoresQuery = queryOptions({
  queryKey: queryKeys.stores.mine,
  queryFn: getMyStores,
  select: (body) => body.data,
})

export function useMyStores({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myStoresQuery, enabled })
}
