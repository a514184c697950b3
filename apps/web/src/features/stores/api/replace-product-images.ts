import type { OwnedProduct } from '@pasar/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { refreshProducts } from './refresh.ts'
import { uploadWithProgress, type UploadProgress } from '@/lib/upload.ts'

/**
 * The pictures a product is to have: the kept ones (their URLs) and the new files, each in their
 * order, and `order`, the whole list with null where a new file goes.
 */
export interface PicturesInput {
  keep: string[]
  files: File[]
  order: (string | null)[]
}

/**
 * The API puts new files after the kept pictures; when the seller placed a new one before a kept
 * one, a second call (no files, every URL kept) puts them in the seller's order.
 */
function finalOrder(order: (string | null)[], images: string[], kept: number): string[] {
  const added = images.slice(kept)
  let next = 0
  return order.map((url) => url ?? added[next++] ?? '')
}

export function replaceProductImages(
  slug: string,
  uuid: string,
  { keep, files }: Pick<PicturesInput, 'keep' | 'files'>,
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
    mutationFn: async (input: PicturesInput) => {
      setProgress(0)
      const first = await replaceProductImages(slug, uuid, input, ({ loaded, total }) =>
        setProgress(total > 0 ? loaded / total : 0),
      )
      const wanted = finalOrder(input.order, first.data.images, input.keep.length)
      if (wanted.join('\n') === first.data.images.join('\n')) return first
      return replaceProductImages(slug, uuid, { keep: wanted, files: [] }, () => {})
    },
    onSettled: () => setProgress(null),
    onSuccess: () => refreshProducts(queryClient, slug),
  })
  return { ...mutation, progress }
}
