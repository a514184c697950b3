import type { PublicStore } from '@pasar/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, ApiError, buildUrl } from '@/lib/api-client.ts'
import { INITIAL_DATA_AT, takeInitialData } from '@/lib/initial-data.ts'
import { queryKeys } from '@/lib/query-keys.ts'

const storePath = (slug: string) => `/api/v1/stores/${encodeURIComponent(slug)}`

/** GET /api/v1/stores/{slug}: the public store (city, sold, rating, joined date). */
export function getStore(slug: string, signal?: AbortSignal): Promise<{ data: PublicStore }> {
  return api(storePath(slug), { signal })
}

export function storeQuery(slug: string) {
  return queryOptions({
    queryKey: queryKeys.stores.detail(slug),
    queryFn: ({ signal }) => getStore(slug, signal),
    // The answer the server embedded in the page, if it is this one (docs/decisions/0581).
    initialData: () => takeInitialData<{ data: PublicStore }>(buildUrl(storePath(slug))),
    initialDataUpdatedAt: INITIAL_DATA_AT,
    select: (body) => body.data,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  })
}

export function useStore(slug: string) {
  return useQuery(storeQuery(slug))
}
