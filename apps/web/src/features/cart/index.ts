/**
 * The cart feature's public face: the checkout page reads the cart's lines and, once the order is
 * made, drops its products from the selection (docs/decisions/0540, 0880).
 */
import { cartSelection } from './hooks/cart-selection.ts'

export { useCart } from './api/get-cart.ts'
export { itemCount } from './lib/cart-groups.ts'
export { selectedItems } from './lib/cart-problems.ts'

/** Forgets the lines of an order just made from the cart's selection. */
export const dropFromCartSelection = (lineIds: readonly number[]) => cartSelection.remove(lineIds)
