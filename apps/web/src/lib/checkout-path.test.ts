import { describe, expect, it } from 'vitest'
import { checkoutPath, itemsFromSearch, linesFromSearch } from './checkout-path.ts'

describe('the checkout address', () => {
  it('carries the selection as product ids and reads back only whole positive ids, once each', () => {
    expect(checkoutPath([3, 5])).toBe('/checkout?items=3,5')
    const read = (query: string) => itemsFromSearch(new URLSearchParams(query))
    expect(read('items=3,5')).toEqual([3, 5])
    expect(read('items=3,%205,3,x,-1,2.5,0,99999999999999999999')).toEqual([3, 5])
    expect(read('')).toEqual([])
  })

  it('names the cart lines of one variant bought now, and reads them back', () => {
    expect(checkoutPath([7, 7], [31])).toBe('/checkout?items=7&lines=31')
    expect(linesFromSearch(new URLSearchParams('items=7&lines=31,x,31'))).toEqual([31])
    expect(linesFromSearch(new URLSearchParams('items=7'))).toEqual([])
  })
})
