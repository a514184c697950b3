import { describe, expect, it } from 'vitest'
import { soldLabel } from '../components/product-card.tsx'
import { filtersFrom } from './use-listing-filters.ts'

describe('the listing filters in a URL', () => {
  it('reads the sort and the price range under the API names', () => {
    expect(filtersFrom(new URLSearchParams('sort=price_asc&minPrice=1000&maxPrice=50000'))).toEqual(
      { sort: 'price_asc', minPrice: 1000, maxPrice: 50000 },
    )
  })

  it('ignores what the API would refuse', () => {
    expect(filtersFrom(new URLSearchParams('sort=cheapest&minPrice=-5&maxPrice=abc'))).toEqual({
      sort: undefined,
      minPrice: undefined,
      maxPrice: undefined,
    })
    expect(filtersFrom(new URLSearchParams('minPrice=9000&maxPrice=1000'))).toEqual({
      sort: undefined,
      minPrice: undefined,
      maxPrice: undefined,
    })
  })
})

describe('the sold figure on a card', () => {
  it('counts units, then thousands as Indonesian shops write them', () => {
    expect(soldLabel(120)).toBe('120 sold')
    expect(soldLabel(999)).toBe('999 sold')
    expect(soldLabel(1250)).toBe('1,2rb+ sold')
    expect(soldLabel(10_000)).toBe('10rb+ sold')
  })
})
