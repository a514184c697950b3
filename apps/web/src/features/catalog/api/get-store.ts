import type { PublicStore } from '@pasar/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'
import { publicDetailOptions } from './public-detail.ts'

const storePath = (slug: string) => `/api/v1/stores/${encodeURIComponent(slug)}`

/** GET /api/v1/stores/{slug}: the public store (city, sold, rating, joined date). */
export function getStore(slug: string, signal?: AbortSignal): Promise<{ data: PublicStore }> {
  return api(storePath(slug), { signal })
}

export function storeQuery(slug: string) {
  return queryOptions({
    queryKey: queryKeys.stores.detail(slug),
    queryFn: ({ signal }) => getStore(slug, signal),
    ...publicDetailOptions<PublicStore>(storePath(slug)),
  })
}

export function useStore(slug: string) {
  return useQuery(storeQuery(slug))
}
