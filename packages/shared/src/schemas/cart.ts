import { z } from 'zod'
import { QUANTITY_DEFAULT } from '../constants.ts'
import { idSchema } from './common.ts'

const quantitySchema = z.coerce
  .number()
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')

export const addToCartSchema = z.object({
  productId: idSchema,
  storeId: idSchema.optional(),
  quantity: quantitySchema.default(QUANTITY_DEFAULT),
})
export type AddToCartInput = z.infer<typeof addToCartSchema>

export const updateCartItemSchema = z.object({ productId: idSchema, quantity: quantitySchema })
export const removeCartItemSchema = z.object({ productId: idSchema })

export const cartItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  storeId: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
  stock: z.number().int(),
  images: z.array(z.string()),
  uuid: z.string(),
})
export type CartItem = z.infer<typeof cartItemSchema>

export const cartResponseSchema = z.object({
  data: z.object({ cartItems: z.array(cartItemSchema) }),
})
export type CartResponse = z.infer<typeof cartResponseSchema>
export const cartItemResponseSchema = z.object({ data: cartItemSchema })
