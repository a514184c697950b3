import { describe, expect, it } from 'vitest'
import { buildVariantProduct } from '@/testing/products.ts'
import { choicePicture, initialChoice, priceRange } from './variant-choice.ts'

const shirt = buildVariantProduct(7)

describe('a choice of option values', () => {
  it('shows the picture every variant it leaves open shares, once something is chosen', () => {
    expect(choicePicture(shirt, [null, null])).toBeNull()
    expect(choicePicture(shirt, ['Biru', null])).toBe('/pictures/biru.webp')
    expect(choicePicture(shirt, ['Merah', null])).toBeNull()
    expect(choicePicture(shirt, [null, 'S'])).toBeNull()
  })

  it('narrows the price range to what is left open', () => {
    expect(priceRange(shirt, [null, null])).toEqual([150_000, 250_000])
    expect(priceRange(shirt, [null, 'M'])).toEqual([175_000, 175_000])
  })

  it('starts from the variant the address names, or from nothing', () => {
    expect(initialChoice(shirt, '103')).toEqual(['Merah', 'L'])
    expect(initialChoice(shirt, '999')).toEqual([null, null])
    expect(initialChoice(shirt, null)).toEqual([null, null])
  })
})
