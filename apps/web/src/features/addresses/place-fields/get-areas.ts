import type { Area, AreaLevel } from '@pasar/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'

const PARENT_OF: Record<Exclude<AreaLevel, 'provinces'>, string> = {
  regencies: 'provinces',
  districts: 'regencies',
  villages: 'districts',
}

/** The provinces, or one level's areas inside the parent area `parent` (docs/decisions/1013). */
export function getAreas(level: AreaLevel, parent: string): Promise<{ data: Area[] }> {
  if (level === 'provinces') return api('/api/v1/areas/provinces')
  return api(`/api/v1/areas/${PARENT_OF[level]}/${encodeURIComponent(parent)}/${level}`)
}

export const areasQuery = (level: AreaLevel, parent: string) =>
  queryOptions({
    queryKey: queryKeys.areas.list(level, parent),
    queryFn: () => getAreas(level, parent),
    select: (body) => body.data,
    // The list changes only with a release; the API lets caches keep it a day.
    staleTime: Infinity,
  })

/** A level's areas, asked for only while `enabled` (when its list is open). */
export function useAreas(level: AreaLevel, parent: string, enabled: boolean) {
  return useQuery({ ...areasQuery(level, parent), enabled })
}
