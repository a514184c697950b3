import { z } from 'zod'
import {
  ORDER_STATUS_FILTERS,
  ORDER_STATUSES,
  TABLE_PAGE_SIZE,
  type OrderStatusFilter,
} from '../constants.ts'
import { dataOf, idSchema, pageOf, paginationQuery } from './common.ts'

export const createOrderSchema = z
  .object({ productIds: z.array(idSchema).min(1, 'Select at least one product').max(100) })
  .partial()

/**
 * `status` is one filter ('paid', 'pending', 'canceled'), several joined by commas (the orders
 * screen's checkboxes), or empty for every order.
 */
export const orderStatusFilterSchema = z
  .string()
  .optional()
  .transform((text, ctx) => {
    const parts = (text ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter(Boolean)
    const known: readonly string[] = ORDER_STATUS_FILTERS
    const bad = parts.find((part) => !known.includes(part))
    if (bad !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `Status must be one of ${ORDER_STATUS_FILTERS.join(', ')}`,
      })
      return z.NEVER
    }
    return [...new Set(parts)] as OrderStatusFilter[]
  })

export const orderListQuery = paginationQuery(TABLE_PAGE_SIZE).extend({
  status: orderStatusFilterSchema,
})
export type OrderListQuery = z.input<typeof orderListQuery>

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
  /** When an unpaid order expires and its reserved stock goes back. */
  paymentDeadline: z.string(),
  orderItems: z.array(orderItemSchema),
})
export type Order = z.infer<typeof orderSchema>
export const orderPageSchema = pageOf(orderSchema)
export type OrderPage = z.infer<typeof orderPageSchema>
export const orderResponseSchema = dataOf(orderSchema)
export const orderIdParams = z.object({ id: idSchema })

export const createOrderResponseSchema = z.object({
  token: z.string(),
  redirectUrl: z.string(),
  data: orderSchema,
})
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>

export const configResponseSchema = z.object({
  data: z.object({
    payment: z.object({ provider: z.string(), snapJsUrl: z.string(), clientKey: z.string() }),
    google: z.object({ clientId: z.string() }),
  }),
})
export type PublicConfig = z.infer<typeof configResponseSchema>['data']
