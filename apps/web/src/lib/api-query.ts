import { queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { api, type RequestOptions } from './api-client.ts'

/**
 * The query options of a GET of `path` answered as `{ data }`: the query's abort signal goes with
 * the request (`request` adds a query string), and its users see the `data`. `staleTime` replaces
 * the client's default (0: asked again on every visit).
 */
export function dataQuery<T, K extends QueryKey = QueryKey>(
  queryKey: K,
  path: string,
  { staleTime, ...request }: Pick<RequestOptions, 'query'> & { staleTime?: number } = {},
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => api<{ data: T }>(path, { ...request, signal }),
    select: (body) => body.data,
    ...(staleTime === undefined ? {} : { staleTime }),
  })
}

/**
 * A mutation after which `queryKey`'s answers are asked again: once it succeeds, or `always`
 * (a refused change may still have changed what the server holds, the cart's lines).
 */
export function useRefreshingMutation<I, O>(
  mutationFn: (input: I) => Promise<O>,
  queryKey: QueryKey,
  { always = false }: { always?: boolean } = {},
) {
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey })
  return useMutation({
    mutationFn,
    onSuccess: always ? undefined : refresh,
    onSettled: always ? refresh : undefined,
  })
}
