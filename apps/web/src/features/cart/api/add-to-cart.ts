import type { AddToCartInput, CartItem } from '@pasar/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

export function addToCart(input: AddToCartInput): Promise<{ data: CartItem }> {
  return api('/api/v1/carts', { method: 'POST', body: input })
}

export function useAddToCart() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addToCart,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart.all }),
  })
}
