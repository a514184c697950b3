import type { User } from '@pasar/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'
import { session } from '@/lib/session.ts'

export function getMe(): Promise<{ data: User }> {
  return api('/me')
}

export const meQuery = queryOptions({
  queryKey: queryKeys.me,
  queryFn: getMe,
  select: (body) => body.data,
})

/** SPEC §4 profile load: loading, then the user is stored in the auth state, or the error. */
export function useMe() {
  const query = useQuery(meQuery)
  const { data, error, isPending } = query
  useEffect(() => {
    if (isPending) session.setAuthStatus({ isLoading: true, isError: false, isSuccess: false })
    else if (data) {
      session.setUser(data)
      session.setAuthStatus({ isLoading: false })
    } else if (error) {
      session.setAuthStatus({
        isLoading: false,
        isError: true,
        isSuccess: false,
        error: error.message,
      })
    }
  }, [data, error, isPending])
  return query
}
