import type { CartItem } from '@pasar/shared'

/** One store's part of the cart: its name, and its lines in the cart's order. */
export interface StoreGroup<T> {
  storeId: number
  store: CartItem['store']
  lines: T[]
}

/**
 * The cart's lines under their stores, as marketplaces show a cart: the stores in the order their
 * first line appears, each line where it was within its store (docs/product.md#cart-and-checkout).
 */
export function groupByStore<T>(
  lines: readonly T[],
  itemOf: (line: T) => CartItem,
): StoreGroup<T>[] {
  const groups = new Map<number, StoreGroup<T>>()
  for (const line of lines) {
    const item = itemOf(line)
    const group = groups.get(item.storeId) ?? {
      storeId: item.storeId,
      store: item.store,
      lines: [],
    }
    group.lines.push(line)
    groups.set(item.storeId, group)
  }
  return [...groups.values()]
}

/** How many things are bought: the lines' quantities summed ('3 items' for 2 + 1). */
export const itemCount = (items: readonly Pick<CartItem, 'quantity'>[]) =>
  items.reduce((sum, item) => sum + item.quantity, 0)
