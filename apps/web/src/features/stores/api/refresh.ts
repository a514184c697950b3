import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { queryKeys } from '@/lib/query-keys.ts'

/** After one of `slug`'s products changes: the store's product list and the catalogue's products. */
export function refreshProducts(queryClient: QueryClient, slug: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.stores.products(slug) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
  ])
}

/** After the store itself changes: the seller's stores and the public store page. */
export function refreshStore(queryClient: QueryClient, slug: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.stores.mine }),
    queryClient.invalidateQueries({ queryKey: queryKeys.stores.detail(slug) }),
  ])
}

/** A change to one of `slug`'s products: done once its lists are asked again (`refreshProducts`). */
export function useProductMutation<TInput, TData>(
  slug: string,
  mutationFn: (input: TInput) => Promise<TData>,
) {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn, onSuccess: () => refreshProducts(queryClient, slug) })
}
