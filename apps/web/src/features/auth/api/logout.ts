import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'

/** The cookie carries the refresh token; the server revokes it and clears the cookie. */
export function logout(): Promise<void> {
  return api('/logout', { method: 'POST', body: {} })
}

export function useLogout() {
  return useMutation({ mutationFn: logout })
}
