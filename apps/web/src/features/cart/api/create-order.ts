import type { CreateOrderResponse } from '@pasar/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

/** POST /api/v1/orders with the selected rows; the server reserves stock and prices the order. */
export function createOrder(productIds: number[]): Promise<CreateOrderResponse> {
  // Creating the order also calls the payment provider: allow it more than the default 5 s.
  return api('/api/v1/orders', { method: 'POST', body: { productIds }, timeoutMs: 20_000 })
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
