import type { Address } from '@pasar/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

export function getAddresses(): Promise<{ data: Address[] }> {
  return api('/api/v1/addresses')
}

export const addressesQuery = queryOptions({
  queryKey: queryKeys.addresses.all,
  queryFn: getAddresses,
  select: (body) => body.data,
})

export function useAddresses() {
  return useQuery(addressesQuery)
}
