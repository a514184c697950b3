import type { User } from '@pasar/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'
import { session } from '@/lib/session.ts'

/** GET /me; the fresh profile replaces the session's copy, which every screen reads. */
export async function getMe(): Promise<User> {
  const body = await api<{ data: User }>('/me')
  session.setUser(body.data)
  return body.data
}

export const meQuery = queryOptions({ queryKey: queryKeys.me, queryFn: getMe })

/** Loading and error of the profile refresh; the user itself is `useSessionUser()`. */
export function useMe() {
  return useQuery(meQuery)
}
