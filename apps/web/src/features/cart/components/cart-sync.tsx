import { useCart } from '../api/get-cart.ts'

/**
 * Keeps the session cart (the header's count) in step with the server for a signed-in user.
 * Render it once in a layout; it draws nothing.
 */
export function CartSync() {
  useCart()
  return null
}
