import { z } from 'zod'
import { STORE_DESCRIPTION_MAX, STORE_NAME_MAX, STORE_NAME_MIN } from '../constants.ts'
import './common.ts'

export const storeNameSchema = z
  .string()
  .trim()
  .min(STORE_NAME_MIN, `Name must contain at least ${STORE_NAME_MIN} character(s)`)
  .max(STORE_NAME_MAX, `Name must contain at most ${STORE_NAME_MAX} character(s)`)

export const storeDescriptionSchema = z
  .string()
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

export const storeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
})
export type Store = z.infer<typeof storeSchema>
