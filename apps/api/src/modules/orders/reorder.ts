import type { CartItem } from '@pasar/shared'
import { notFound } from '../../lib/http-error.ts'
import { putBackInCart, type CartDeps } from '../cart/service.ts'
import { findOrder, orderLines } from './repository.ts'

/**
 * 'Buy again': the buyer's own order, whatever its status, goes back into the cart
 * (docs/decisions/0502-cart-problems-own-store-and-reorder.md). Another user's order is a 404.
 */
export async function reorder(
  deps: CartDeps,
  userId: number,
  orderId: number,
): Promise<CartItem[]> {
  const order = await findOrder(deps.db, orderId)
  if (!order || order.userId !== userId) throw notFound('Order not found')
  const lines = await orderLines(deps.db, orderId)
  return putBackInCart(
    deps,
    userId,
    lines.flatMap((line) =>
      line.variantId === null ? [] : [{ variantId: line.variantId, quantity: line.quantity }],
    ),
  )
}
