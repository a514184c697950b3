import type { Product } from '@pasar/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'
import { useIsSignedIn } from '@/lib/session.ts'

/**
 * GET /api/v1/wishlist: the saved products, newest saved first. Loaded once per session and
 * shared by every heart on the page (docs/decisions/0976-wishlist.md), never one request per card.
 */
export function getWishlist(signal?: AbortSignal): Promise<{ data: Product[] }> {
  return api('/api/v1/wishlist', { signal })
}

export const wishlistQuery = queryOptions({
  queryKey: queryKeys.wishlist.all,
  queryFn: ({ signal }) => getWishlist(signal),
  select: (body) => body.data,
  staleTime: 5 * 60_000,
})

export function useWishlist() {
  const signedIn = useIsSignedIn()
  return useQuery({ ...wishlistQuery, enabled: signedIn })
}
