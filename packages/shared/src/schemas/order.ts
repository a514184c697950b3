import { z } from 'zod'
import { ORDER_STATUS_FILTERS, ORDER_STATUSES, TABLE_PAGE_SIZE } from '../constants.ts'
import { idSchema, pageOf, paginationQuery } from './common.ts'

export const createOrderSchema = z
  .object({ productIds: z.array(idSchema).min(1, 'Select at least one product').max(100) })
  .partial()

export const orderListQuery = paginationQuery(TABLE_PAGE_SIZE).extend({
  status: z.union([z.enum(ORDER_STATUS_FILTERS), z.literal('')]).optional(),
})

export const orderItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  productName: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
})

export const orderSchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  totalPrice: z.number().int(),
  token: z.string().nullable(),
  createdAt: z.string(),
  orderItems: z.array(orderItemSchema),
})
export type Order = z.infer<typeof orderSchema>
export const orderPageSchema = pageOf(orderSchema)

export const createOrderResponseSchema = z.object({
  token: z.string(),
  redirectUrl: z.string(),
  data: orderSchema,
})

export const configResponseSchema = z.object({
  data: z.object({
    payment: z.object({ provider: z.string(), snapJsUrl: z.string(), clientKey: z.string() }),
    google: z.object({ clientId: z.string() }),
  }),
})
export type PublicConfig = z.infer<typeof configResponseSchema>['data']
