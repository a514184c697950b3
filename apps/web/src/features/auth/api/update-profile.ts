import type { UpdateProfileInput, User } from '@pasar/shared'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { session } from '@/lib/session.ts'

export function updateProfile(input: UpdateProfileInput): Promise<{ data: User }> {
  return api('/me', { method: 'PATCH', body: input })
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (body) => session.setUser(body.data),
  })
}
