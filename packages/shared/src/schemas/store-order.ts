import { z } from '../zod.ts'
import {
  CANCEL_REASON_MAX,
  CANCEL_REASON_MIN,
  STORE_ORDER_STATUSES,
  TABLE_PAGE_SIZE,
} from '../constants.ts'
import { storeAddressSchema } from './address.ts'
import { systemTextSchema } from './system-text.ts'
import { storeOrderDiscountSchema } from './voucher.ts'
import { dataOf, multiLineOf, pageOf, paginationQuery, pathIdSchema } from './common.ts'

/**
 * One store's part of an order and its fulfilment (docs/decisions/0850-store-orders.md). The
 * buyer's views leave out `buyer` and `address`; the seller's views carry them.
 */

export const TRACKING_NUMBER_MESSAGE =
  'Tracking number must be 4 to 40 characters of A-Z, 0-9 and -'

/** What a courier prints on the parcel: typed in any case, kept upper case. */
export const trackingNumberSchema = z
  .string({ error: (issue) => (issue.input == null ? 'Tracking number is required' : undefined) })
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9-]{4,40}$/, TRACKING_NUMBER_MESSAGE))

export const shipStoreOrderSchema = z.object({ trackingNumber: trackingNumberSchema })
export type ShipStoreOrderInput = z.input<typeof shipStoreOrderSchema>

export const cancelReasonSchema = multiLineOf('Reason', CANCEL_REASON_MAX, CANCEL_REASON_MIN)

export const cancelStoreOrderSchema = z.object({ reason: cancelReasonSchema })
export type CancelStoreOrderInput = z.input<typeof cancelStoreOrderSchema>

export const storeOrderStatusSchema = z.enum(STORE_ORDER_STATUSES, {
  error: `Status must be one of ${STORE_ORDER_STATUSES.join(', ')}`,
})

export const storeOrderListQuery = paginationQuery(TABLE_PAGE_SIZE).extend({
  status: storeOrderStatusSchema.optional(),
})
export type StoreOrderListQuery = z.input<typeof storeOrderListQuery>

export const storeOrderParams = z.object({ id: pathIdSchema, storeOrderId: pathIdSchema })
export const sellerStoreOrderParams = z.object({ slug: z.string(), storeOrderId: pathIdSchema })

export const storeOrderRefundSchema = z.object({
  amount: z.number().int(),
  /** SETTLED: refused by the provider, paid back by an operator (docs/decisions/0993). */
  status: z.enum(['PENDING', 'DONE', 'FAILED', 'SETTLED']),
})

export const trackingEventSchema = z.object({
  status: z.string(),
  /** As the courier wrote it (the local twin: in English). */
  note: z.string(),
  /** The local twin's note as a system text, to show in the reader's language (docs/decisions/1011). */
  noteCode: systemTextSchema.nullable(),
  at: z.string(),
})
export type TrackingEvent = z.infer<typeof trackingEventSchema>

export const storeOrderShippingSchema = z.object({
  courierCode: z.string(),
  courierName: z.string(),
  serviceCode: z.string(),
  serviceName: z.string(),
  price: z.number().int(),
  trackingNumber: z.string().nullable(),
})

export const storeOrderItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  productName: z.string(),
  /** The variant bought and its label ('Merah / XL'; null without options), as in the order. */
  variantId: z.number().int().nullable(),
  variantLabel: z.string().nullable(),
  price: z.number().int(),
  quantity: z.number().int(),
})

export const storeOrderSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  status: z.enum(STORE_ORDER_STATUSES),
  store: z.object({ name: z.string(), slug: z.string() }),
  itemsTotal: z.number().int(),
  shipping: storeOrderShippingSchema,
  /** Its store's voucher and its share of the platform's (docs/decisions/1016-vouchers.md). */
  discount: storeOrderDiscountSchema,
  /** When the order was placed (docs/decisions/0850-store-orders.md). */
  createdAt: z.string(),
  shipBy: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  /** As written: a person's words, or a system reason in English. */
  cancelReason: z.string().nullable(),
  /** A system reason as its code and values, to show in the reader's language; null for a person's. */
  cancelReasonCode: systemTextSchema.nullable(),
  refund: storeOrderRefundSchema.nullable(),
  tracking: z.array(trackingEventSchema),
  orderItems: z.array(storeOrderItemSchema),
})
export type StoreOrder = z.infer<typeof storeOrderSchema>

/** The seller's view: who bought it and, once paid, where it goes. */
export const sellerStoreOrderSchema = storeOrderSchema.extend({
  buyer: z.object({ name: z.string() }),
  address: storeAddressSchema.nullable(),
})
export type SellerStoreOrder = z.infer<typeof sellerStoreOrderSchema>

export const storeOrderResponseSchema = dataOf(storeOrderSchema)
export const sellerStoreOrderResponseSchema = dataOf(sellerStoreOrderSchema)
/** How many of the store's orders are in each status: the inbox's tab counts. */
export const storeOrderCountsSchema = z.object(
  Object.fromEntries(STORE_ORDER_STATUSES.map((status) => [status, z.number().int()])) as Record<
    (typeof STORE_ORDER_STATUSES)[number],
    z.ZodNumber
  >,
)
export type StoreOrderCounts = z.infer<typeof storeOrderCountsSchema>

export const sellerStoreOrderPageSchema = pageOf(sellerStoreOrderSchema).extend({
  counts: storeOrderCountsSchema,
})
export type SellerStoreOrderPage = z.infer<typeof sellerStoreOrderPageSchema>
