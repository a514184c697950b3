import type { MyStore } from '@pasar/shared'
import { useQuery } from '@tanstack/react-query'
import { dataQuery } from '@/lib/api-query.ts'
import { queryKeys } from '@/lib/query-keys.ts'

/** My stores, each with `toShip`: its orders paid and waiting to be shipped (docs/decisions/0860). */
export const myStoresQuery = dataQuery<MyStore[]>(queryKeys.stores.mine, '/api/v1/stores/user')

export function useMyStores({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...myStoresQuery, enabled })
}
