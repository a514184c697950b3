import type { CartItem, CartProblem } from '@pasar/shared'

/** How a cart line that can't be checked out is flagged: a badge and a sentence. */
export function describeProblem(
  problem: CartProblem,
  stock: number,
): { badge: string; text: string } {
  switch (problem) {
    case 'SOLD_OUT':
      return { badge: 'Sold out', text: 'This product is sold out.' }
    case 'NOT_ENOUGH_STOCK':
      return {
        badge: 'Not enough stock',
        text: `Only ${stock} left: lower the quantity to buy it.`,
      }
    case 'UNAVAILABLE':
      return { badge: 'Unavailable', text: 'This product is no longer sold.' }
  }
}

/** A line can go to checkout when the server reports no problem with it. */
export function canCheckout(item: CartItem): boolean {
  return !item.problem
}

/**
 * The rows that count as selected: the stored selection, limited to lines that are in the cart
 * and can be checked out (docs/decisions/0540).
 */
export function selectedItems(items: CartItem[], selection: readonly number[]): CartItem[] {
  const chosen = new Set(selection)
  return items.filter((item) => chosen.has(item.productId) && canCheckout(item))
}
