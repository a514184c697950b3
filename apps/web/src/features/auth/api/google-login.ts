import type { LoginResponse } from '@pasar/shared'
import { useMutation } from '@tanstack/react-query'
import { currentLanguage } from '@/i18n/index.ts'
import { api } from '@/lib/api-client.ts'
import { session } from '@/lib/session.ts'

/** A new account starts in the language on screen (its mail is in it), as at sign-up. */
export function googleLogin(code: string): Promise<LoginResponse> {
  const body = { code, language: currentLanguage() }
  return api('/auth/google', { method: 'POST', body, timeoutMs: 15_000 })
}

export function useGoogleLogin() {
  return useMutation({
    mutationFn: googleLogin,
    onSuccess: (body) => session.signIn(body.accessToken, body.data),
  })
}
