import type { PublicStore } from '@pasar/shared'
import { useQuery } from '@tanstack/react-query'
import { queryKeys } from '@/lib/query-keys.ts'
import { publicDetailQuery } from './public-detail.ts'

/** GET /api/v1/stores/{slug}: the public store (city, sold, rating, joined date). */
export function useStore(slug: string) {
  return useQuery(
    publicDetailQuery<PublicStore>(
      queryKeys.stores.detail(slug),
      `/api/v1/stores/${encodeURIComponent(slug)}`,
    ),
  )
}
