import { z } from 'zod'
import {
  ORDER_STATUS_FILTERS,
  ORDER_STATUSES,
  TABLE_PAGE_SIZE,
  type OrderStatusFilter,
} from '../constants.ts'
import { storeAddressSchema } from './address.ts'
import { storeOrderSchema } from './store-order.ts'
import { dataOf, idSchema, pageOf, paginationQuery, pathIdSchema } from './common.ts'

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

/** Money given back on an order (a payment that arrived after it was canceled or expired). */
export const orderRefundSchema = z.object({
  amount: z.number().int(),
  status: z.enum(['PENDING', 'DONE', 'FAILED']),
})
export type OrderRefund = z.infer<typeof orderRefundSchema>

export const orderSchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  totalPrice: z.number().int(),
  /** `itemsTotal + shippingTotal = totalPrice`. */
  itemsTotal: z.number().int(),
  shippingTotal: z.number().int(),
  /** A copy of where the order goes, kept when the address book changes; null on older orders. */
  address: storeAddressSchema.nullable(),
  token: z.string().nullable(),
  createdAt: z.string(),
  /** When an unpaid order expires and its reserved stock goes back. */
  paymentDeadline: z.string(),
  orderItems: z.array(orderItemSchema),
  refund: orderRefundSchema.nullable(),
  /** One per store in the order, each with its own fulfilment. */
  storeOrders: z.array(storeOrderSchema),
})
export type Order = z.infer<typeof orderSchema>
export const orderPageSchema = pageOf(orderSchema)
export type OrderPage = z.infer<typeof orderPageSchema>
export const orderResponseSchema = dataOf(orderSchema)
export const orderIdParams = z.object({ id: pathIdSchema })

export const createOrderResponseSchema = z.object({
  token: z.string(),
  redirectUrl: z.string(),
  data: orderSchema,
})
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>

/** Providers that can run as a built-in local stand-in instead of the real service. */
export const localProviderSchema = z.enum(['payment', 'identity', 'shipping', 'payout'])
export type LocalProvider = z.infer<typeof localProviderSchema>

export const configResponseSchema = z.object({
  data: z.object({
    payment: z.object({ provider: z.string(), snapJsUrl: z.string(), clientKey: z.string() }),
    google: z.object({ clientId: z.string() }),
    /** The providers simulated by this server (the web shows a 'Demo mode' banner). */
    localProviders: z.array(localProviderSchema),
  }),
})
export type PublicConfig = z.infer<typeof configResponseSchema>['data']
