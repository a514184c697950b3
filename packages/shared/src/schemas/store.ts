import { z } from '../zod.ts'
import { STORE_DESCRIPTION_MAX, STORE_NAME_MAX, STORE_NAME_MIN } from '../constants.ts'
import { storeAddressSchema } from './address.ts'
import { multiLineOf, singleLineOf } from './common.ts'

export const storeNameSchema = singleLineOf('Name', STORE_NAME_MIN, STORE_NAME_MAX)

export const storeDescriptionSchema = multiLineOf('Description', STORE_DESCRIPTION_MAX)

export const createStoreSchema = z.object({
  name: storeNameSchema,
  description: storeDescriptionSchema.optional().default(''),
})
export type CreateStoreInput = z.infer<typeof createStoreSchema>

export const updateStoreSchema = z
  .object({ name: storeNameSchema, description: storeDescriptionSchema })
  .partial()
export type UpdateStoreInput = z.infer<typeof updateStoreSchema>

/** A store as its owner sees it: `address` is the full origin address (docs/decisions/0822). */
export const storeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  address: storeAddressSchema.nullable(),
})
export type Store = z.infer<typeof storeSchema>

/**
 * A store in its owner's list (GET /api/v1/stores/user): `toShip` is how many of its orders are
 * paid and waiting to be shipped (docs/decisions/0860-stores-to-ship.md).
 */
/**
 * The owner's store: `toShip`, and what an operator hid (docs/decisions/0991) — the store itself
 * (`hidden`) and its hidden products, each with the operator's reason.
 */
export const myStoreSchema = storeSchema.extend({
  toShip: z.number().int(),
  hidden: z.object({ at: z.string(), reason: z.string() }).nullable(),
  hiddenProducts: z.array(
    z.object({ uuid: z.string(), name: z.string(), at: z.string(), reason: z.string() }),
  ),
})
export type MyStore = z.infer<typeof myStoreSchema>

/**
 * A store's stars (docs/product.md, Store page): `average` is null while `count` is 0, else rounded to one decimal.
 */
export const storeRatingSchema = z.object({
  average: z.number().min(1).max(5).nullable(),
  count: z.number().int().min(0),
})
export type StoreRating = z.infer<typeof storeRatingSchema>

/**
 * A store as anyone sees it (the public store page, docs/decisions/0975): of the origin only the
 * city and province; `city` repeats the origin's city (null before the seller sets one); `sold`
 * counts units in paid, not canceled store orders; `createdAt` is when the store opened.
 */
export const publicStoreSchema = storeSchema.extend({
  address: z.object({ province: z.string(), city: z.string() }).nullable(),
  city: z.string().nullable(),
  sold: z.number().int().min(0),
  rating: storeRatingSchema,
  createdAt: z.iso.datetime(),
})
export type PublicStore = z.infer<typeof publicStoreSchema>
