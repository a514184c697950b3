import type { Address, UpdateAddress } from '@pasar/shared'
import { api } from '@/lib/api-client.ts'
import { useRefreshingMutation } from '@/lib/api-query.ts'
import { queryKeys } from '@/lib/query-keys.ts'

export function updateAddress(id: number, input: UpdateAddress): Promise<{ data: Address }> {
  return api(`/api/v1/addresses/${id}`, { method: 'PATCH', body: input })
}

/** Edits an address, or makes it the default with `{ isDefault: true }`. */
export function useUpdateAddress() {
  return useRefreshingMutation(
    ({ id, input }: { id: number; input: UpdateAddress }) => updateAddress(id, input),
    queryKeys.addresses.all,
  )
}
