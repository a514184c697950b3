import type { AddToCartInput, CartItem } from '@pasar/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'
import { cartSelection } from '../hooks/cart-selection.ts'

/** What POST /api/v1/carts takes: the variant too, for a product with options (ADR 1015). */
export type AddToCartBody = AddToCartInput & { variantId?: number | undefined }

export function addToCart(input: AddToCartBody): Promise<{ data: CartItem }> {
  return api('/api/v1/carts', { method: 'POST', body: input })
}

/**
 * POST /api/v1/carts. A line just added is selected, so the cart shows its price and 'Checkout'
 * at once (docs/product.md#cart-and-checkout); `select: false` leaves the selection as it is.
 */
export function useAddToCart({ select = true }: { select?: boolean } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (answer) => {
      if (select) cartSelection.add([answer.data.id])
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart.all }),
  })
}
