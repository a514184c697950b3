import type { RegisterInput, RegisterResponse } from '@pasar/shared'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'

export function register(input: RegisterInput): Promise<RegisterResponse> {
  return api('/register', { method: 'POST', body: input })
}

export function useRegister() {
  return useMutation({ mutationFn: register })
}
