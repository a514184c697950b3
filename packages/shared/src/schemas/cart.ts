import { z } from '../zod.ts'
import { QUANTITY_DEFAULT } from '../constants.ts'
import { STOCK_MAX } from './catalog.ts'
import { idSchema } from './common.ts'

/** A JSON number, whole, 1..STOCK_MAX (more can never be in stock); never coerced. */
const quantitySchema = z
  .number()
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(STOCK_MAX, `Quantity must be at most ${STOCK_MAX}`)

export const addToCartSchema = z.object({
  productId: idSchema,
  storeId: idSchema.optional(),
  quantity: quantitySchema.default(QUANTITY_DEFAULT),
})
export type AddToCartInput = z.infer<typeof addToCartSchema>

export const updateCartItemSchema = z.object({ productId: idSchema, quantity: quantitySchema })
export const removeCartItemSchema = z.object({ productId: idSchema })

/**
 * Why a cart line cannot be checked out as it stands: SOLD_OUT (stock 0), NOT_ENOUGH_STOCK
 * (quantity above a stock that is not 0) or UNAVAILABLE (the product or its store was deleted).
 */
export const cartProblemSchema = z.enum(['SOLD_OUT', 'NOT_ENOUGH_STOCK', 'UNAVAILABLE'])
export type CartProblem = z.infer<typeof cartProblemSchema>

export const cartItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  storeId: z.number().int(),
  /** The store the line is bought from: the cart groups its lines under the store's name. */
  store: z.object({ name: z.string(), slug: z.string() }),
  name: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
  stock: z.number().int(),
  images: z.array(z.string()),
  uuid: z.string(),
  problem: cartProblemSchema.nullable(),
})
export type CartItem = z.infer<typeof cartItemSchema>

export const cartResponseSchema = z.object({
  data: z.object({ cartItems: z.array(cartItemSchema) }),
})
export type CartResponse = z.infer<typeof cartResponseSchema>
export const cartItemResponseSchema = z.object({ data: cartItemSchema })
