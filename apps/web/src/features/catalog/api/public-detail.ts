import { queryOptions, type QueryKey } from '@tanstack/react-query'
import { api, buildUrl } from '@/lib/api-client.ts'
import { INITIAL_DATA_AT, takeInitialData } from '@/lib/initial-data.ts'

/**
 * The query of one public resource at `path` (a product, a store), answered as `{ data }`: the
 * answer the server embedded in the page, if it is this one (docs/decisions/0581). Like every
 * query (lib/query-client.ts), a 4xx answer is not asked again: a missing one stays missing.
 */
export function publicDetailQuery<T>(queryKey: QueryKey, path: string) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => api<{ data: T }>(path, { signal }),
    initialData: () => takeInitialData<{ data: T }>(buildUrl(path)),
    initialDataUpdatedAt: INITIAL_DATA_AT,
    select: (body: { data: T }) => body.data,
  })
}
