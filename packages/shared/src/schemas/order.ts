import { z } from '../zod.ts'
import {
  CART_LINES_MAX,
  ORDER_STAGES,
  ORDER_STATUS_FILTERS,
  ORDER_STATUSES,
  TABLE_PAGE_SIZE,
  type OrderStatusFilter,
} from '../constants.ts'
import { storeAddressSchema } from './address.ts'
import { cartItemIdsSchema } from './cart.ts'
import { storeOrderSchema } from './store-order.ts'
import { checkoutVouchersSchema } from './voucher.ts'
import { dataOf, idSchema, pageOf, paginationQuery, pathIdSchema } from './common.ts'

/** A selection names each product once, so at most a full cart. */
const ORDER_SELECTION_MAX = CART_LINES_MAX

/** Courier and service codes as the shipping provider names them ('jne', 'REG', 'sicepat-best'). */
const shippingCode = (label: string) =>
  z
    .string({ error: (issue) => (issue.input == null ? `${label} is required` : undefined) })
    .regex(/^[A-Za-z0-9_.-]{1,50}$/, `${label} must be 1 to 50 letters, digits, '.', '_' or '-'`)

/** One store's shipping choice at checkout: codes only, the server quotes the price again. */
export const shippingChoiceSchema = z.strictObject({
  storeId: idSchema,
  courierCode: shippingCode('Courier code'),
  serviceCode: shippingCode('Service code'),
})
export type ShippingChoice = z.infer<typeof shippingChoiceSchema>

/**
 * `POST /api/v1/orders` (docs/decisions/0851-checkout.md): where to ship, one shipping
 * choice per store of the selection (or of the whole cart when `productIds` and `cartItemIds`
 * are absent; `productIds` selects every line of those products, `cartItemIds` single lines). Which
 * stores need one depends on the cart, so the server checks that (409 naming the store). Strict:
 * an unknown field (a price, say) is a 400, never ignored.
 */
export const createOrderSchema = z.strictObject({
  addressId: idSchema,
  shipping: z
    .array(shippingChoiceSchema)
    .max(ORDER_SELECTION_MAX, `Choose at most ${ORDER_SELECTION_MAX} shipping options`)
    .refine(
      (choices) => new Set(choices.map((choice) => choice.storeId)).size === choices.length,
      'Choose one shipping option per store',
    ),
  productIds: z
    .array(idSchema)
    .min(1, 'Select at least one product')
    .max(ORDER_SELECTION_MAX, `Select at most ${ORDER_SELECTION_MAX} products`)
    .refine((ids) => new Set(ids).size === ids.length, 'Select each product at most once')
    .optional(),
  cartItemIds: cartItemIdsSchema.optional(),
  /** Voucher codes (docs/decisions/1016-vouchers.md): at most one per store and one platform code. */
  vouchers: checkoutVouchersSchema.optional(),
})
export type CreateOrderInput = z.input<typeof createOrderSchema>

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

export const orderStageSchema = z.enum(ORDER_STAGES, {
  error: `Stage must be one of ${ORDER_STAGES.join(', ')}`,
})

/** `stage` picks the orders with a store order in that stage; `status` filters on payment. */
export const orderListQuery = paginationQuery(TABLE_PAGE_SIZE).extend({
  status: orderStatusFilterSchema,
  stage: orderStageSchema.optional(),
})
export type OrderListQuery = z.input<typeof orderListQuery>

export const orderItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int().nullable(),
  productName: z.string(),
  /** The variant bought (null on a line whose variant is gone), and its label ('Merah / XL'; null without options). */
  variantId: z.number().int().nullable(),
  variantLabel: z.string().nullable(),
  price: z.number().int(),
  quantity: z.number().int(),
})

/** Money given back on an order (a payment that arrived after it was canceled or expired). */
/**
 * SETTLED: the provider refused the refund and an operator paid the buyer back by hand
 * (docs/decisions/0993-refunds-settled-by-hand.md).
 */
export const REFUND_VIEW_STATUSES = ['PENDING', 'DONE', 'FAILED', 'SETTLED'] as const
export const orderRefundSchema = z.object({
  amount: z.number().int(),
  status: z.enum(REFUND_VIEW_STATUSES),
})
export type OrderRefund = z.infer<typeof orderRefundSchema>

/**
 * How to pay a pending attempt, as the payment provider gave it (docs/decisions/1005): a virtual
 * account (`bank` + `vaNumber`), a Mandiri bill (`billerCode` + `billKey`) or a store's payment
 * code (`store` + `paymentCode`).
 */
export const PAYMENT_METHODS = ['bank_transfer', 'echannel', 'cstore', 'other'] as const
export const paymentInstructionsSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  bank: z.string().nullable(),
  vaNumber: z.string().nullable(),
  billerCode: z.string().nullable(),
  billKey: z.string().nullable(),
  store: z.string().nullable(),
  paymentCode: z.string().nullable(),
  /** When the provider stops taking this payment. */
  expiresAt: z.string().nullable(),
})
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>

/** The order's latest payment attempt: its number (1, 2, …), its status and how to pay it. */
export const paymentAttemptSchema = z.object({
  attempt: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  instructions: paymentInstructionsSchema.nullable(),
})
export type PaymentAttempt = z.infer<typeof paymentAttemptSchema>

export const orderSchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  totalPrice: z.number().int(),
  /** `itemsTotal + shippingTotal − discountTotal = totalPrice`. */
  itemsTotal: z.number().int(),
  shippingTotal: z.number().int(),
  /** Every voucher's discount on the order: its store orders' `discount`s added up. */
  discountTotal: z.number().int(),
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
  /** The latest payment attempt; null before the first one started. */
  payment: paymentAttemptSchema.nullable(),
})
export type Order = z.infer<typeof orderSchema>
/** How many of the buyer's orders each stage lists (the tabs' counts). */
export const orderStageCountsSchema = z.object({
  unpaid: z.number().int(),
  packing: z.number().int(),
  shipped: z.number().int(),
  completed: z.number().int(),
  canceled: z.number().int(),
})
export type OrderStageCounts = z.infer<typeof orderStageCountsSchema>
export const orderPageSchema = pageOf(orderSchema).extend({ counts: orderStageCountsSchema })
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

/** How a mail or the payment provider names an order line: 'Kemeja Batik (Merah / XL)'. */
export function orderLineName(productName: string, variantLabel: string | null | undefined) {
  return variantLabel ? `${productName} (${variantLabel})` : productName
}

export const configResponseSchema = z.object({
  data: z.object({
    payment: z.object({ provider: z.string(), snapJsUrl: z.string(), clientKey: z.string() }),
    google: z.object({ clientId: z.string() }),
    /** The providers simulated by this server (the web shows a 'Demo mode' banner). */
    localProviders: z.array(localProviderSchema),
  }),
})
export type PublicConfig = z.infer<typeof configResponseSchema>['data']
