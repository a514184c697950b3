import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

export function removeCartItem(productId: number): Promise<void> {
  return api('/api/v1/carts', { method: 'DELETE', body: { productId } })
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeCartItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart.all }),
  })
}
