import type { Store } from '@pasar/shared'

/**
 * How many of the store's orders wait to be shipped: `toShip` on each store of
 * GET /api/v1/stores/user (docs/product.md#order-inbox). Read as optional so an API without it
 * shows no badge rather than a wrong zero.
 */
export function toShipOf(store: Store): number | undefined {
  const count = (store as Store & { toShip?: unknown }).toShip
  return typeof count === 'number' ? count : undefined
}
