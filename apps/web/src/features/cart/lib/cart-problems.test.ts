import type { CartItem } from '@pasar/shared'
import { describe, expect, it } from 'vitest'
import { buildCartItem } from '@/testing/cart.ts'
import { describeProblem, selectedItems } from './cart-problems.ts'
import { selectionFromNavigation } from './select-on-arrival.ts'

function line(productId: number, problem: CartItem['problem'] = null): CartItem {
  return buildCartItem(productId, { problem })
}

describe('selectedItems', () => {
  it('keeps stored ids that are in the cart and can be checked out', () => {
    const items = [line(1), line(2, 'SOLD_OUT'), line(3, 'UNAVAILABLE'), line(4)]
    expect(selectedItems(items, [1, 2, 3, 99]).map((item) => item.productId)).toEqual([1])
    expect(selectedItems(items, [4, 1]).map((item) => item.productId)).toEqual([1, 4])
  })
})

describe('describeProblem', () => {
  it('names each problem and says how much is left', () => {
    expect(describeProblem('SOLD_OUT', 0).badge).toBe('Sold out')
    expect(describeProblem('NOT_ENOUGH_STOCK', 2).text).toBe(
      'Only 2 left: lower the quantity to buy it.',
    )
    expect(describeProblem('UNAVAILABLE', 0).badge).toBe('Unavailable')
  })
})

describe('selectionFromNavigation', () => {
  it('reads whole positive ids from { select } and ignores anything else', () => {
    expect(selectionFromNavigation({ select: [3, 4] })).toEqual([3, 4])
    expect(selectionFromNavigation({ select: [3, 'x', -1, 2.5] })).toEqual([3])
    expect(selectionFromNavigation(null)).toEqual([])
    expect(selectionFromNavigation({ select: 'all' })).toEqual([])
    expect(selectionFromNavigation('state')).toEqual([])
  })
})
