import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'

export function changePassword(input: { currentPassword: string; newPassword: string }) {
  return api<void>('/me/password', { method: 'POST', body: input })
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
