import type { OwnedProduct } from '@pasar/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { queryKeys } from '@/lib/query-keys.ts'
import { uploadWithProgress, type UploadProgress } from '@/lib/upload.ts'

/** The pictures a product is to have: the kept ones (their URLs), in order, then new files. */
export interface PicturesInput {
  keep: string[]
  files: File[]
}

export function replaceProductImages(
  slug: string,
  uuid: string,
  { keep, files }: PicturesInput,
  onProgress: (progress: UploadProgress) => void,
): Promise<{ data: OwnedProduct }> {
  const build = () => {
    const body = new FormData()
    for (const url of keep) body.append('keep', url)
    for (const file of files) body.append('images', file, file.name)
    return body
  }
  return uploadWithProgress(
    'PUT',
    `/api/v1/stores/${encodeURIComponent(slug)}/products/${encodeURIComponent(uuid)}/images`,
    build,
    onProgress,
  )
}

/** Replaces a product's pictures; `progress` is the upload's, 0 to 1, while it runs. */
export function useReplaceProductImages(slug: string, uuid: string) {
  const queryClient = useQueryClient()
  const [progress, setProgress] = useState<number | null>(null)
  const mutation = useMutation({
    mutationFn: (input: PicturesInput) => {
      setProgress(0)
      return replaceProductImages(slug, uuid, input, ({ loaded, total }) =>
        setProgress(total > 0 ? loaded / total : 0),
      )
    },
    onSettled: () => setProgress(null),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.stores.products(slug) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
      ])
    },
  })
  return { ...mutation, progress }
}
