import { useMutation, useQueryClient } from '@tanstack/react-query'
import { queryKeys } from '@/lib/query-keys.ts'

/** A buyer's change to an order: when it settles, the orders (lists and details) are asked again. */
export function useOrderMutation<TInput, TData>(mutationFn: (input: TInput) => Promise<TData>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    // Not awaited: the caller's own callbacks (toast, closing the dialog) run first, while the
    // component that asked is still on screen; the refreshed list may take it away.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all })
    },
  })
}
