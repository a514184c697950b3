import { useCallback } from 'react'
import { useSearchParams, type NavigateOptions } from 'react-router'

/**
 * The list page a screen shows, kept in the address (`?page=2`, so a reload and a shared link keep
 * it): 1 when absent or not a whole number from 1. `setPage` keeps the address's other parameters.
 */
export function usePageParam() {
  const [search, setSearch] = useSearchParams()
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1)
  const setPage = useCallback(
    (next: number, options?: NavigateOptions) =>
      setSearch((params) => {
        params.set('page', String(next))
        return params
      }, options),
    [setSearch],
  )
  return [page, setPage] as const
}
