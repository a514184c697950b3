import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { session } from '@/lib/session.ts'

/** The cookie carries the refresh token; the server revokes it and clears the cookie. */
export function logout(): Promise<void> {
  return api('/logout', { method: 'POST', body: {} })
}

export function useLogout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      session.resetAuth()
      session.resetCart()
      queryClient.clear()
    },
  })
}
