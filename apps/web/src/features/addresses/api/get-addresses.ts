import type { Address } from '@pasar/shared'
import { useQuery } from '@tanstack/react-query'
import { dataQuery } from '@/lib/api-query.ts'
import { queryKeys } from '@/lib/query-keys.ts'

export const addressesQuery = dataQuery<Address[]>(queryKeys.addresses.all, '/api/v1/addresses')

export function useAddresses() {
  return useQuery(addressesQuery)
}
