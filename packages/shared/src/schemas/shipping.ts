import { z } from '../zod.ts'
import { cartItemIdsSchema } from './cart.ts'
import { dataOf, idSchema } from './common.ts'

/** The most lines a cart holds, so the most products a selection names. */
const SELECTION_MAX = 100

/**
 * `POST /api/v1/shipping/rates`: the address to ship to and, optionally, the selected products of
 * the cart (the whole cart when absent): `productIds` selects every line of those products,
 * `cartItemIds` single lines (one size of a product). Ids are strict JSON numbers, each named once.
 */
export const shippingRatesSchema = z.object({
  addressId: idSchema,
  productIds: z
    .array(idSchema)
    .min(1, 'Select at least one product')
    .max(SELECTION_MAX, `Select at most ${SELECTION_MAX} products`)
    .refine((ids) => new Set(ids).size === ids.length, 'Select each product at most once')
    .optional(),
  cartItemIds: cartItemIdsSchema.optional(),
})
export type ShippingRatesInput = z.infer<typeof shippingRatesSchema>

/** One way to send a store's parcel: `price` in whole rupiah, `etd` such as '1-2 days'. */
export const shippingOptionSchema = z.object({
  courierCode: z.string(),
  courierName: z.string(),
  serviceCode: z.string(),
  serviceName: z.string(),
  price: z.number().int(),
  etd: z.string(),
})
export type ShippingOption = z.infer<typeof shippingOptionSchema>

/** The options of one store's part of the cart, cheapest first. */
export const storeShippingRatesSchema = z.object({
  storeId: z.number().int(),
  store: z.object({ name: z.string(), slug: z.string() }),
  options: z.array(shippingOptionSchema),
})
export type StoreShippingRates = z.infer<typeof storeShippingRatesSchema>

export const shippingRatesResponseSchema = dataOf(z.array(storeShippingRatesSchema))
