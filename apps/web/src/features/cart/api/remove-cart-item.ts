import { api } from '@/lib/api-client.ts'
import { useRefreshingMutation } from '@/lib/api-query.ts'
import { queryKeys } from '@/lib/query-keys.ts'

/** Removes one cart line, by its id: the same product in two sizes is two lines (ADR 1015). */
export function removeCartItem(cartItemId: number): Promise<void> {
  return api('/api/v1/carts', { method: 'DELETE', body: { cartItemId } })
}

export function useRemoveCartItem() {
  return useRefreshingMutation(removeCartItem, queryKeys.cart.all, { always: true })
}
