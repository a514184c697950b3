import type { PublicConfig } from '@pasar/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from './api-client.ts'
import { queryKeys } from './query-keys.ts'

/** GET /api/v1/config: the payment popup's script, Google's client id, the local providers. */
export function getPublicConfig(): Promise<{ data: PublicConfig }> {
  return api('/api/v1/config')
}

/** The one query for the public configuration; it does not change while the app runs. */
export const publicConfigQuery = queryOptions({
  queryKey: queryKeys.config,
  queryFn: getPublicConfig,
  select: (body) => body.data,
  staleTime: Infinity,
})

export function usePublicConfig() {
  return useQuery(publicConfigQuery)
}
