import type { PublicConfig } from '@pasar/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

export function getPublicConfig(): Promise<{ data: PublicConfig }> {
  return api('/api/v1/config')
}

export const publicConfigQuery = queryOptions({
  queryKey: queryKeys.config,
  queryFn: getPublicConfig,
  select: (body) => body.data,
  staleTime: Infinity,
})

export function usePublicConfig() {
  return useQuery(publicConfigQuery)
}
