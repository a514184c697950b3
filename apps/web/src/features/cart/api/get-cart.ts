import type { CartResponse } from '@pasar/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'
import { session, useIsSignedIn } from '@/lib/session.ts'

/** GET /api/v1/carts; every answer also refreshes the session cart the header counts. */
export async function getCart(signal?: AbortSignal): Promise<CartResponse> {
  const body = await api<CartResponse>('/api/v1/carts', { signal })
  session.setCartItems(body.data.cartItems)
  return body
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
