import type { CartResponse } from '@pasar/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'
import { useIsSignedIn } from '@/lib/session.ts'

/** GET /api/v1/carts; the query cache is the cart's only copy (the header counts it too). */
export function getCart(signal?: AbortSignal): Promise<CartResponse> {
  return api<CartResponse>('/api/v1/carts', { signal })
}

export const cartQuery = queryOptions({
  queryKey: queryKeys.cart.all,
  queryFn: ({ signal }) => getCart(signal),
  select: (body) => body.data.cartItems,
  staleTime: 0,
})

export function useCart() {
  const signedIn = useIsSignedIn()
  return useQuery({ ...cartQuery, enabled: signedIn })
}
