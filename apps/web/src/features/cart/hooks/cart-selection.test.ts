import { describe, expect, it } from 'vitest'
import { cartSelection } from './cart-selection.ts'

const stored = () => JSON.parse(localStorage.getItem('pasar:cart-lines') ?? 'null') as unknown

describe('cartSelection', () => {
  it('keeps the selected line ids in localStorage, once each', () => {
    cartSelection.set([3, 5])
    cartSelection.add([5, 8])
    expect(cartSelection.get()).toEqual([3, 5, 8])
    expect(stored()).toEqual([3, 5, 8])
    cartSelection.remove([3, 8])
    expect(stored()).toEqual([5])
  })

  it('tells subscribers about every change', () => {
    const seen: (readonly number[])[] = []
    const stop = cartSelection.subscribe(() => seen.push(cartSelection.get()))
    cartSelection.set([1])
    cartSelection.add([2])
    stop()
    cartSelection.add([9])
    expect(seen).toEqual([[1], [1, 2]])
  })
})
