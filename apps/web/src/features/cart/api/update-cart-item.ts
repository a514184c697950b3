import type { CartItem } from '@pasar/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

export function updateCartItem(input: {
  productId: number
  quantity: number
}): Promise<{ data: CartItem }> {
  return api('/api/v1/carts', { method: 'PATCH', body: input })
}

export function useUpdateCartItem() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateCartItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart.all }),
  })
}
