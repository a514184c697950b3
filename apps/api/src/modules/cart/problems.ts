import type { CartProblem } from '@pasar/shared'
import { conflict } from '../../lib/http-error.ts'

/** What a product offers a line of the cart: whether it can still be bought, and how many. */
export interface LineOffer {
  available: boolean
  stock: number
}

/**
 * Why a cart line cannot be checked out as it stands, or null (docs/decisions/0502-cart-problems-
 * own-store-and-reorder.md). A deleted product, or one of a deleted store, is UNAVAILABLE.
 */
export function cartProblem(offer: LineOffer, quantity: number): CartProblem | null {
  if (!offer.available) return 'UNAVAILABLE'
  if (offer.stock === 0) return 'SOLD_OUT'
  if (quantity > offer.stock) return 'NOT_ENOUGH_STOCK'
  return null
}

/** The message a shopper reads for a problem of the named product. */
export function problemMessage(problem: CartProblem, name: string, stock: number): string {
  switch (problem) {
    case 'UNAVAILABLE':
      return `'${name}' is no longer available.`
    case 'SOLD_OUT':
      return `'${name}' is sold out.`
    case 'NOT_ENOUGH_STOCK':
      return `Only ${stock} left of '${name}'.`
  }
}

/** A 409 for the first line with a problem, if any. */
export function assertNoProblem(offer: LineOffer & { name: string }, quantity: number) {
  const problem = cartProblem(offer, quantity)
  if (problem) throw conflict(problemMessage(problem, offer.name, offer.stock))
}

export const OWN_STORE = 'You cannot buy from your own store.'
