import type { CartItem } from '@pasar/shared'
import { useCallback, useMemo } from 'react'
import { ApiError } from '@/lib/api-client.ts'
import { toast } from '@/lib/toast.ts'
import { useAddToCart } from '../api/add-to-cart.ts'
import { useRemoveCartItem } from '../api/remove-cart-item.ts'
import { useT } from '../i18n/index.ts'
import { cartSelection } from './cart-selection.ts'

export type CartRemoval = ReturnType<typeof useRemoveWithUndo>

/** Long enough to read the toast and reach its 'Undo'. */
const UNDO_MS = 8000

/**
 * Removes a cart line and offers 'Undo' in the toast that says so: undoing puts the line back
 * with its quantity, selected if it was (docs/product.md#cart-and-checkout). Used by the cart
 * page itself, not by the line: the line is gone before the removal's answer is handled.
 */
export function useRemoveWithUndo() {
  const remove = useRemoveCartItem()
  const putBack = useAddToCart({ select: false })
  const { t } = useT()
  const { mutate: add } = putBack
  const { mutate: drop } = remove

  const removeLine = useCallback(
    (item: CartItem) => {
      const failed = (error: unknown) =>
        toast.error(error instanceof ApiError ? error.message : t('somethingWentWrong'))
      const undo = (wasSelected: boolean) =>
        add(
          {
            productId: item.productId,
            variantId: item.variant?.id,
            quantity: item.quantity,
          },
          {
            onSuccess: (answer) => {
              if (wasSelected) cartSelection.add([answer.data.id])
              toast.success(t('restored', { name: item.name }))
            },
            onError: failed,
          },
        )
      const wasSelected = cartSelection.get().includes(item.id)
      drop(item.id, {
        onSuccess: () => {
          cartSelection.remove([item.id])
          toast.success(
            (shown) => (
              <span className="flex items-center gap-3">
                {t('removed')}
                <button
                  type="button"
                  className="text-primary shrink-0 font-semibold underline-offset-4 hover:underline"
                  onClick={() => {
                    toast.dismiss(shown.id)
                    undo(wasSelected)
                  }}
                >
                  {t('undo')}
                </button>
              </span>
            ),
            { duration: UNDO_MS },
          )
        },
        onError: failed,
      })
    },
    [add, drop, t],
  )

  const removing = remove.isPending ? (remove.variables ?? null) : null
  return useMemo(() => ({ removeLine, removing }), [removeLine, removing])
}
