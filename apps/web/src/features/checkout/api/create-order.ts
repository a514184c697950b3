import type { CreateOrderInput, CreateOrderResponse } from '@pasar/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

/**
 * POST /api/v1/orders with where the order goes, how each store ships and which lines, by their
 * ids (always the selection: checkout never orders the whole cart). The server quotes the shipping again, prices
 * the order and reserves the stock; the browser never sends a price.
 */
export function createOrder(
  input: CreateOrderInput & { cartItemIds: number[] },
): Promise<CreateOrderResponse> {
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
