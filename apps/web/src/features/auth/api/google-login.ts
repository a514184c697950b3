import type { LoginResponse } from '@pasar/shared'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { session } from '@/lib/session.ts'

export function googleLogin(code: string): Promise<LoginResponse> {
  return api('/auth/google', { method: 'POST', body: { code }, timeoutMs: 15_000 })
}

export function useGoogleLogin() {
  return useMutation({
    mutationFn: googleLogin,
    onSuccess: (body) => session.signIn(body.accessToken, body.data),
  })
}
