import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'

/** Answers 202 whether or not the account exists; a code is mailed when it does. */
export function forgotPassword(input: { email: string }): Promise<{ message: string }> {
  return api('/password/forgot', { method: 'POST', body: input })
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword })
}
