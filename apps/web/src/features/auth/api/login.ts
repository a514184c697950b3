import type { LoginInput, LoginResponse } from '@pasar/shared'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { session } from '@/lib/session.ts'

/** The refresh token comes back as an httpOnly cookie too; only the access token is kept. */
export function login(input: LoginInput): Promise<LoginResponse> {
  return api('/login', { method: 'POST', body: input })
}

export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (body) => session.signIn(body.accessToken, body.data),
  })
}
