import type { Product } from '@pasar/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { queryKeys } from '@/lib/query-keys.ts'
import { toast } from '@/lib/toast.ts'
import { t } from '../i18n/index.ts'

interface Toggle {
  product: Product
  save: boolean
}

/** PUT saves, DELETE removes; both idempotent, so a double click is harmless. */
export function setSaved({ product, save }: Toggle): Promise<void> {
  return api(`/api/v1/wishlist/${product.id}`, { method: save ? 'PUT' : 'DELETE' })
}

type Cached = { data: Product[] } | undefined

/**
 * Saves or removes a product with the heart changing at once: the cached list is updated before
 * the request and put back if it fails.
 */
export function useToggleWishlist() {
  const queryClient = useQueryClient()
  const key = queryKeys.wishlist.all
  return useMutation({
    mutationFn: setSaved,
    onMutate: async ({ product, save }) => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<Cached>(key)
      queryClient.setQueryData<Cached>(key, (old) => {
        const rest = (old?.data ?? []).filter((p) => p.id !== product.id)
        return { data: save ? [product, ...rest] : rest }
      })
      return { previous }
    },
    onError: (error, _toggle, context) => {
      queryClient.setQueryData(key, context?.previous)
      toast.error(error.message || t('changeFailed'))
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  })
}
