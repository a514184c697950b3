import type { CartItem } from '@pasar/shared'
import { api } from '@/lib/api-client.ts'
import { useRefreshingMutation } from '@/lib/api-query.ts'
import { queryKeys } from '@/lib/query-keys.ts'

/** A cart line, by its id, or by its product and variant (ADR 1015). */
export type CartLineRef =
  { cartItemId: number } | { productId: number; variantId?: number | undefined }

export function updateCartItem(
  input: CartLineRef & { quantity: number },
): Promise<{ data: CartItem }> {
  return api('/api/v1/carts', { method: 'PATCH', body: input })
}

export function useUpdateCartItem() {
  return useRefreshingMutation(updateCartItem, queryKeys.cart.all, { always: true })
}
