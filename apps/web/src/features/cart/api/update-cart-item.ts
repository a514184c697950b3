import type { CartItem } from '@pasar/shared'
import { api } from '@/lib/api-client.ts'
import { useRefreshingMutation } from '@/lib/api-query.ts'
import { queryKeys } from '@/lib/query-keys.ts'

export function updateCartItem(input: {
  productId: number
  quantity: number
}): Promise<{ data: CartItem }> {
  return api('/api/v1/carts', { method: 'PATCH', body: input })
}

export function useUpdateCartItem() {
  return useRefreshingMutation(updateCartItem, queryKeys.cart.all, { always: true })
}
