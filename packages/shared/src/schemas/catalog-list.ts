import { z } from 'zod'
import { decimalText, paginationSchema } from './common.ts'
import { productListQuery, productSchema } from './catalog.ts'

/**
 * The catalogue listings take an optional `snapshot` (docs/decisions/0202): the answer's
 * `pagination.snapshot` passed back on later pages keeps products added meanwhile out, so
 * infinite scroll never repeats or skips a product.
 */
export const catalogListQuery = productListQuery.extend({
  snapshot: decimalText('Snapshot')
    .pipe(z.number().max(Number.MAX_SAFE_INTEGER, 'Snapshot is too large'))
    .optional(),
})
export type CatalogListQuery = z.infer<typeof catalogListQuery>

export const catalogPageSchema = z.object({
  data: z.array(productSchema),
  pagination: paginationSchema.extend({ snapshot: z.number().int() }),
})
export type CatalogPage = z.infer<typeof catalogPageSchema>

export const categoryListSchema = z.object({
  data: z.array(z.object({ name: z.string(), slug: z.string() })),
})

/** The most products a search answers with, all groups together. */
export const SEARCH_RESULTS_MAX = 20
