import { api } from '@/lib/api-client.ts'
import { useRefreshingMutation } from '@/lib/api-query.ts'
import { queryKeys } from '@/lib/query-keys.ts'

export function removeCartItem(productId: number): Promise<void> {
  return api('/api/v1/carts', { method: 'DELETE', body: { productId } })
}

export function useRemoveCartItem() {
  return useRefreshingMutation(removeCartItem, queryKeys.cart.all, { always: true })
}
