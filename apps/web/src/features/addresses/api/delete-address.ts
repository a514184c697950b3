import { api } from '@/lib/api-client.ts'
import { useRefreshingMutation } from '@/lib/api-query.ts'
import { queryKeys } from '@/lib/query-keys.ts'

export function deleteAddress(id: number): Promise<void> {
  return api(`/api/v1/addresses/${id}`, { method: 'DELETE' })
}

export function useDeleteAddress() {
  return useRefreshingMutation(deleteAddress, queryKeys.addresses.all)
}
