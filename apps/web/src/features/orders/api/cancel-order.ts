import type { Order } from '@pasar/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

export function cancelOrder(orderId: number): Promise<{ data: Order }> {
  return api(`/api/v1/orders/${orderId}/cancel`, { method: 'DELETE', timeoutMs: 20_000 })
}

export function useCancelOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  })
}
