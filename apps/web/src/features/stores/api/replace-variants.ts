import type { OwnedProduct } from '@pasar/shared'
import { api } from '@/lib/api-client.ts'
import type { bodyOf } from '../lib/variant-rows.ts'
import { useProductMutation } from './refresh.ts'

/** The options and variants a product is to have (the server checks them, ADR 1015). */
export type ReplaceVariantsBody = ReturnType<typeof bodyOf>

export function replaceVariants(
  slug: string,
  uuid: string,
  body: ReplaceVariantsBody,
): Promise<{ data: OwnedProduct }> {
  return api(
    `/api/v1/stores/${encodeURIComponent(slug)}/products/${encodeURIComponent(uuid)}/variants`,
    { method: 'PUT', body },
  )
}

/** PUT …/variants: every combination's price, stock, weight, SKU and picture at once. */
export function useReplaceVariants(slug: string, uuid: string) {
  return useProductMutation(slug, (body: ReplaceVariantsBody) => replaceVariants(slug, uuid, body))
}
