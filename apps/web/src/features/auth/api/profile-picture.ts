import type { User } from '@pasar/shared'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { session } from '@/lib/session.ts'

/** POST /me/picture (multipart, field `picture`): the server checks and re-encodes the image. */
export function uploadPicture(file: File): Promise<{ data: User }> {
  const body = new FormData()
  body.append('picture', file)
  return api('/me/picture', { method: 'POST', body, timeoutMs: 60_000 })
}

/** DELETE /me/picture: back to the default picture. */
export function removePicture(): Promise<{ data: User }> {
  return api('/me/picture', { method: 'DELETE' })
}

export function useUploadPicture() {
  return useMutation({
    mutationFn: uploadPicture,
    onSuccess: (body) => session.setUser(body.data),
  })
}

export function useRemovePicture() {
  return useMutation({
    mutationFn: removePicture,
    onSuccess: (body) => session.setUser(body.data),
  })
}
