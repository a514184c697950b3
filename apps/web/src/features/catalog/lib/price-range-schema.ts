import { listingFilterFields, priceRangeInOrder } from '@pasar/shared'
import { z } from '@pasar/shared/zod'

/** An empty box is no bound. */
const box = <T extends z.ZodType>(bound: T) =>
  z.preprocess((text) => (text === '' ? undefined : text), bound)

// The price filter's rules, loaded with its first check (docs/decisions/0985): the listings'
// own bounds and order (listingFilterFields, priceRangeInOrder), the boxes' digits as the
// address carries them.
export const priceRangeSchema = z
  .object({
    minPrice: box(listingFilterFields.minPrice),
    maxPrice: box(listingFilterFields.maxPrice),
  })
  .superRefine(priceRangeInOrder)
