import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

export function deleteAddress(id: number): Promise<void> {
  return api(`/api/v1/addresses/${id}`, { method: 'DELETE' })
}

export function useDeleteAddress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.addresses.all }),
  })
}
