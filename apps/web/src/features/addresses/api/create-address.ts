import type { Address, CreateAddress } from '@pasar/shared'
import { api } from '@/lib/api-client.ts'
import { useRefreshingMutation } from '@/lib/api-query.ts'
import { queryKeys } from '@/lib/query-keys.ts'

export function createAddress(input: CreateAddress): Promise<{ data: Address }> {
  return api('/api/v1/addresses', { method: 'POST', body: input })
}

export function useCreateAddress() {
  return useRefreshingMutation(createAddress, queryKeys.addresses.all)
}
