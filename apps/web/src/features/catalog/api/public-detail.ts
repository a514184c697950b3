import { queryOptions, type QueryKey } from '@tanstack/react-query'
import { api, ApiError, buildUrl } from '@/lib/api-client.ts'
import { INITIAL_DATA_AT, takeInitialData } from '@/lib/initial-data.ts'

/**
 * The query of one public resource at `path` (a product, a store), answered as `{ data }`: the
 * answer the server embedded in the page, if it is this one (docs/decisions/0581), and no retry
 * of a 404.
 */
export function publicDetailQuery<T>(queryKey: QueryKey, path: string) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => api<{ data: T }>(path, { signal }),
    initialData: () => takeInitialData<{ data: T }>(buildUrl(path)),
    initialDataUpdatedAt: INITIAL_DATA_AT,
    select: (body: { data: T }) => body.data,
    // A missing one stays missing; retrying only delays the not-found screen.
    retry: (count: number, error: Error) =>
      !(error instanceof ApiError && error.status === 404) && count < 2,
  })
}
