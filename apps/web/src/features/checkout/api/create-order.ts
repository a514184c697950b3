import type { CreateOrderResponse } from '@pasar/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

/** The order to make (docs/product.md#cart-and-checkout): where, how each store ships, and what. */
export interface PlaceOrderInput {
  addressId: number
  shipping: { storeId: number; courierCode: string; serviceCode: string }[]
  productIds: number[]
}

/**
 * POST /api/v1/orders: the server quotes the shipping again, prices the order and reserves the
 * stock; the browser never sends a price.
 */
export function createOrder(input: PlaceOrderInput): Promise<CreateOrderResponse> {
  // Creating the order also calls the payment and shipping providers: allow it more than 5 s.
  return api('/api/v1/orders', { method: 'POST', body: input, timeoutMs: 20_000 })
}

export function useCreateOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createOrder,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.cart.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
      ]),
  })
}
