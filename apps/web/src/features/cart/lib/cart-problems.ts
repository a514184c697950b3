import type { CartItem, CartProblem } from '@pasar/shared'
import { t as cartT, type CartT } from '../i18n/index.ts'

/**
 * How a cart line that can't be checked out is flagged: a badge and a sentence, in the language
 * shown (components pass their `useT()` translator so they re-render on a switch).
 */
export function describeProblem(
  problem: CartProblem,
  stock: number,
  t: CartT = cartT,
): { badge: string; text: string } {
  switch (problem) {
    case 'SOLD_OUT':
      return { badge: t('soldOut'), text: t('problem.soldOut') }
    case 'NOT_ENOUGH_STOCK':
      return {
        badge: t('problem.notEnoughStock'),
        text: t('problem.notEnoughStockText', { stock }),
      }
    case 'UNAVAILABLE':
      return { badge: t('problem.unavailable'), text: t('problem.unavailableText') }
  }
}

/** A line can go to checkout when the server reports no problem with it. */
export function canCheckout(item: CartItem): boolean {
  return !item.problem
}

/**
 * The rows that count as selected: the stored selection of line ids, limited to lines that are
 * in the cart and can be checked out (docs/decisions/0540).
 */
export function selectedItems(items: CartItem[], selection: readonly number[]): CartItem[] {
  const chosen = new Set(selection)
  return items.filter((item) => chosen.has(item.id) && canCheckout(item))
}
