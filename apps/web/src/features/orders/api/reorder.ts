import type { CartResponse } from '@pasar/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

/** POST /api/v1/orders/{id}/reorder: the order's lines go back in the cart; answers the cart. */
export function reorder(orderId: number): Promise<CartResponse> {
  return api(`/api/v1/orders/${orderId}/reorder`, { method: 'POST' })
}

export function useReorder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: reorder,
    onSuccess: (body) => queryClient.setQueryData(queryKeys.cart.all, body),
  })
}
