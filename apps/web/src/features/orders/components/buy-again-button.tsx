import type { Order } from '@pasar/shared'
import { RotateCcwIcon } from 'lucide-react'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { ApiError } from '@/lib/api-client.ts'
import { toast } from '@/lib/toast.ts'
import { useReorder } from '../api/reorder.ts'
import { useT } from '../i18n/index.ts'

/**
 * 'Buy again' for an order that ended unpaid: its lines go back in the cart, and the cart opens
 * with them selected (the cart reads `state.select`, docs/decisions/0540).
 */
export function BuyAgainButton({ order }: { order: Order }) {
  const navigate = useNavigate()
  const reorder = useReorder()
  const { t } = useT()
  return (
    <Button
      variant="outline"
      size="sm"
      className="whitespace-nowrap"
      busy={reorder.isPending}
      aria-label={t('buyAgainOrder', { id: order.id })}
      onClick={() =>
        reorder.mutate(order.id, {
          onSuccess: (body) => {
            // The cart's lines of the order's products, in the variant bought (ADR 1015).
            const select = body.data.cartItems
              .filter((line) =>
                order.orderItems.some(
                  (item) =>
                    item.productId === line.productId &&
                    // A product without options has no variant on its line.
                    (item.variantId === null ||
                      !line.variant ||
                      line.variant.id === item.variantId),
                ),
              )
              .map((line) => line.id)
            void navigate('/cart', { state: { select } })
          },
          onError: (error) =>
            toast.error(error instanceof ApiError ? error.message : t('somethingWrong')),
        })
      }
    >
      {reorder.isPending ? (
        <Spinner label={t('buyingAgain')} />
      ) : (
        <RotateCcwIcon aria-hidden="true" />
      )}
      {t('buyAgain')}
    </Button>
  )
}
