import type { Payout } from '@pasar/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

/** POST /api/v1/stores/{slug}/payouts: withdraw `amount` to the store's bank account. */
export function useRequestPayout(slug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (amount: number) =>
      api<{ data: Payout }>(`/api/v1/stores/${encodeURIComponent(slug)}/payouts`, {
        method: 'POST',
        body: { amount },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.payouts.all(slug) }),
  })
}
