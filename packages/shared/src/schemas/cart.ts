import { z } from '../zod.ts'
import { CART_LINES_MAX, QUANTITY_DEFAULT } from '../constants.ts'
import { STOCK_MAX } from './catalog.ts'
import { idSchema } from './common.ts'
import { lineVariantSchema } from './variant.ts'

/** A JSON number, whole, 1..STOCK_MAX (more can never be in stock); never coerced. */
const quantitySchema = z
  .number()
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(STOCK_MAX, `Quantity must be at most ${STOCK_MAX}`)

/** `variantId` is required when the product has options (docs/decisions/1015-variants.md). */
export const addToCartSchema = z.object({
  productId: idSchema,
  variantId: idSchema.optional(),
  storeId: idSchema.optional(),
  quantity: quantitySchema.default(QUANTITY_DEFAULT),
})
export type AddToCartInput = z.infer<typeof addToCartSchema>

/**
 * A selection of cart lines by their ids (`cartItemIds` of the shipping quote and the order),
 * each named once; at most a full cart.
 */
export const cartItemIdsSchema = z
  .array(idSchema)
  .min(1, 'Select at least one product')
  .max(CART_LINES_MAX, `Select at most ${CART_LINES_MAX} products`)
  .refine((ids) => new Set(ids).size === ids.length, 'Select each product at most once')

/**
 * Which cart line a change is for: `cartItemId`, or `productId` with `variantId` (`productId`
 * alone names the line of a product without options).
 */
const cartLineKey = z.object({
  cartItemId: idSchema.optional(),
  productId: idSchema.optional(),
  variantId: idSchema.optional(),
})
export const CART_LINE_UNNAMED = 'Name the cart line: cartItemId, or productId (with variantId)'
const namesLine = (key: z.infer<typeof cartLineKey>) =>
  key.cartItemId !== undefined || key.productId !== undefined
export type CartLineKey = z.infer<typeof cartLineKey>

export const updateCartItemSchema = cartLineKey
  .extend({ quantity: quantitySchema })
  .refine(namesLine, { message: CART_LINE_UNNAMED, path: ['productId'] })
export const removeCartItemSchema = cartLineKey.refine(namesLine, {
  message: CART_LINE_UNNAMED,
  path: ['productId'],
})

/**
 * Why a cart line cannot be checked out as it stands: SOLD_OUT (stock 0), NOT_ENOUGH_STOCK
 * (quantity above a stock that is not 0) or UNAVAILABLE (the product or its store was deleted, or
 * its variant retired).
 */
export const cartProblemSchema = z.enum(['SOLD_OUT', 'NOT_ENOUGH_STOCK', 'UNAVAILABLE'])
export type CartProblem = z.infer<typeof cartProblemSchema>

export const cartItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  /** The variant bought; null for a product without options. Price, stock, problem are its. */
  variant: lineVariantSchema,
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
