import type { UpdateProfileInput, User } from '@pasar/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'
import { session } from '@/lib/session.ts'

export function updateProfile(input: UpdateProfileInput): Promise<{ data: User }> {
  return api('/me', { method: 'PATCH', body: input })
}

export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (body) => {
      session.setUser(body.data)
      queryClient.setQueryData(queryKeys.me, body)
    },
  })
}
