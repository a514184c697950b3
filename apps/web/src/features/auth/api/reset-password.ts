import type { ResetPasswordInput } from '@pasar/shared'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'

export function resetPassword(input: ResetPasswordInput) {
  return api<void>('/password/reset', { method: 'POST', body: input })
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
