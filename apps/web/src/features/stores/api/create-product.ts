import type { CreateProductInput, Product } from '@pasar/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

export interface CreateProductRequest extends CreateProductInput {
  images: File[]
}

const UPLOAD_TIMEOUT_MS = 60_000

export function createProduct(
  slug: string,
  { images, ...fields }: CreateProductRequest,
): Promise<{ data: Product }> {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.append(key, String(value))
  for (const image of images) body.append('images', image, image.name)
  return api(`/api/v1/stores/${encodeURIComponent(slug)}/products`, {
    method: 'POST',
    body,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  })
}

export function useCreateProduct(slug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: CreateProductRequest) => createProduct(slug, input),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.stores.products(slug) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
      ])
    },
  })
}
