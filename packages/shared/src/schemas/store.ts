import { z } from 'zod'
import { STORE_DESCRIPTION_MAX, STORE_NAME_MAX, STORE_NAME_MIN } from '../constants.ts'
import { storeAddressSchema } from './address.ts'
import { multiLineText, singleLineText } from './common.ts'

export const storeNameSchema = singleLineText('Name')
  .trim()
  .min(STORE_NAME_MIN, `Name must contain at least ${STORE_NAME_MIN} character(s)`)
  .max(STORE_NAME_MAX, `Name must contain at most ${STORE_NAME_MAX} character(s)`)

export const storeDescriptionSchema = multiLineText('Description')
  .trim()
  .max(
    STORE_DESCRIPTION_MAX,
    `Description must contain at most ${STORE_DESCRIPTION_MAX} character(s)`,
  )

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
export const myStoreSchema = storeSchema.extend({ toShip: z.number().int() })
export type MyStore = z.infer<typeof myStoreSchema>

/** A store as anyone sees it: only the origin's city and province. */
export const publicStoreSchema = storeSchema.extend({
  address: z.object({ province: z.string(), city: z.string() }).nullable(),
})
export type PublicStore = z.infer<typeof publicStoreSchema>
