import type { BankAccount, BankAccountInput } from '@pasar/shared'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { dataQuery } from '@/lib/api-query.ts'
import { queryKeys } from '@/lib/query-keys.ts'

const base = (slug: string) => `/api/v1/stores/${encodeURIComponent(slug)}/bank-account`

/** GET /api/v1/stores/{slug}/bank-account: the payout account, or null. */
export function useBankAccount(slug: string) {
  return useQuery(dataQuery<BankAccount | null>(queryKeys.payouts.bankAccount(slug), base(slug)))
}

/** GET …/bank-account/check: the holder's name as the bank knows it. */
export function checkBankAccount(slug: string, bankCode: string, accountNumber: string) {
  return api<{ data: { accountName: string } }>(`${base(slug)}/check`, {
    query: { bankCode, accountNumber },
    timeoutMs: 20_000,
  })
}

/** PUT /api/v1/stores/{slug}/bank-account: saved once the bank confirms the holder. */
export function useSetBankAccount(slug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: BankAccountInput) =>
      api<{ data: BankAccount }>(base(slug), { method: 'PUT', body: input, timeoutMs: 20_000 }),
    onSuccess: async (body) => {
      // A read still in flight would put the account from before the change back.
      const queryKey = queryKeys.payouts.bankAccount(slug)
      await queryClient.cancelQueries({ queryKey })
      queryClient.setQueryData(queryKey, body)
    },
  })
}
