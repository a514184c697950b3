import type { CreateProductInput, Product } from '@pasar/shared'
import { api } from '@/lib/api-client.ts'
import { useProductMutation } from './refresh.ts'

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
  return useProductMutation(slug, (input: CreateProductRequest) => createProduct(slug, input))
}
