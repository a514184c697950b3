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
    // Not awaited: the caller's own callbacks (toast, closing the dialog) run first, while the
    // component that asked is still on screen; the refreshed list may take it away.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all })
    },
  })
}
