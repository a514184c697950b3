import type { MyStore } from '@pasar/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

/** My stores, each with `toShip`: its orders paid and waiting to be shipped (docs/decisions/0860). */
export function getMyStores(): Promise<{ data: MyStore[] }> {
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
