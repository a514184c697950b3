import type { Category } from '@pasar/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useLanguage } from '@/i18n/index.ts'
import type { Language } from '@/i18n/language.ts'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

// The same call and cache entry as the catalogue's category list; features do not import
// each other, so the product form has its own small copy.
export function getCategories(): Promise<{ data: Category[] }> {
  return api('/api/v1/products/categories')
}

/** Named in `language`, which the client sends as Accept-Language (lib/api-client.ts). */
export const categoriesQuery = (language: Language) =>
  queryOptions({
    queryKey: queryKeys.categories.list(language),
    queryFn: getCategories,
    select: (body) => body.data,
    staleTime: 5 * 60_000,
  })

export function useCategories() {
  return useQuery(categoriesQuery(useLanguage()))
}
