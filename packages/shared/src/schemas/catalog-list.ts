import { z } from '../zod.ts'
import { LISTING_SORTS } from '../constants.ts'
import { decimalText, paginationSchema, singleLineText } from './common.ts'
import { categorySchema, productListQuery, productSchema } from './catalog.ts'

/**
 * The catalogue listings take an optional `snapshot` (docs/decisions/0202): the answer's
 * `pagination.snapshot` passed back on later pages keeps products added meanwhile out, so
 * infinite scroll never repeats or skips a product.
 */
const snapshotField = {
  snapshot: decimalText('Snapshot')
    .pipe(z.number().max(Number.MAX_SAFE_INTEGER, 'Snapshot is too large'))
    .optional(),
}

export const SORT_MESSAGE = `Sort must be one of: ${LISTING_SORTS.join(', ')}`
export const PRICE_RANGE_MESSAGE = 'Minimum price must not be greater than maximum price'

/** A price bound in a query: whole rupiah, 0 or more. */
function priceBound(label: string) {
  return decimalText(label)
    .pipe(z.number().max(2_147_483_647, `${label} is too large`))
    .optional()
}

/**
 * Sort and price range of every listing (docs/decisions/0970): `sort`, and `minPrice`/`maxPrice`
 * in whole rupiah, inclusive. Negative or non-numeric prices are not whole numbers (400).
 */
export const listingFilterFields = {
  sort: z.enum(LISTING_SORTS, { error: SORT_MESSAGE }).optional(),
  minPrice: priceBound('Minimum price'),
  maxPrice: priceBound('Maximum price'),
}

/** The price range must not be upside down. */
export function priceRangeInOrder(
  query: { minPrice?: number | undefined; maxPrice?: number | undefined },
  ctx: z.RefinementCtx,
) {
  const { minPrice, maxPrice } = query
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    ctx.addIssue({ code: 'custom', path: ['minPrice'], message: PRICE_RANGE_MESSAGE })
  }
}

export const catalogListQuery = productListQuery
  .extend({ ...snapshotField, ...listingFilterFields })
  .superRefine(priceRangeInOrder)
export type CatalogListQuery = z.infer<typeof catalogListQuery>

/** GET /api/v1/products also takes `q`: then it pages through the search's every match. */
export const productListSearchQuery = productListQuery
  .extend({
    ...snapshotField,
    ...listingFilterFields,
    q: singleLineText('Search')
      .trim()
      .min(1, 'Required')
      .max(100, 'Search must be at most 100 characters')
      .optional(),
  })
  .superRefine(priceRangeInOrder)
export type ProductListSearchQuery = z.infer<typeof productListSearchQuery>

/** A store's listing: the same sort and price range, no snapshot. */
export const storeListQuery = productListQuery
  .extend(listingFilterFields)
  .superRefine(priceRangeInOrder)
export type StoreListQuery = z.infer<typeof storeListQuery>

export const catalogPageSchema = z.object({
  data: z.array(productSchema),
  pagination: paginationSchema.extend({
    snapshot: z.number().int(),
    moreItems: z
      .boolean()
      .optional()
      .describe(
        'A search only: true when more products match than totalItems, the best of them that a search answers (at most 200)',
      ),
  }),
})
export type CatalogPage = z.infer<typeof catalogPageSchema>

/** In the operators' order, each with its icon (docs/decisions/0992). */
export const categoryListSchema = z.object({
  data: z.array(categorySchema),
})

/** The most products a search answers with, all groups together. */
export const SEARCH_RESULTS_MAX = 20
