import type { MyStore } from '@pasar/shared'
import { useOutletContext } from 'react-router'

/** The store the store frame loaded (the screens under /dashboard/stores/:slug). */
export function useCurrentStore(): MyStore {
  return useOutletContext<MyStore>()
}
