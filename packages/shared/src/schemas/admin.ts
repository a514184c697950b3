import { z } from '../zod.ts'
import { CATEGORY_ICONS, REASON_MAX, REASON_MIN } from '../admin-constants.ts'
import { ORDER_STATUSES, TABLE_PAGE_SIZE } from '../constants.ts'
import {
  decimalText,
  idSchema,
  multiLineOf,
  paginationQuery,
  singleLineOf,
  singleLineText,
} from './common.ts'
import { orderSchema } from './order.ts'
import { systemTextSchema } from './system-text.ts'

/**
 * The operator console's calls (docs/product.md, Operator console; docs/decisions/0990–0995). Every route under
 * /api/v1/admin is for operators only.
 */

/** Why an operator suspends, hides or settles: 5–500 characters, line breaks allowed. */
export const operatorReasonSchema = (label: string) => multiLineOf(label, REASON_MAX, REASON_MIN)

export const reasonBodySchema = z.strictObject({ reason: operatorReasonSchema('Reason') })
export type ReasonInput = z.input<typeof reasonBodySchema>
export const settleRefundSchema = z.strictObject({ note: operatorReasonSchema('Note') })
export type SettleRefundInput = z.input<typeof settleRefundSchema>

export const adminSearchQuery = paginationQuery(TABLE_PAGE_SIZE).extend({
  q: singleLineText('Search')
    .trim()
    .max(100, 'Search must contain at most 100 character(s)')
    .optional(),
})
export type AdminSearchQuery = z.input<typeof adminSearchQuery>

export const figuresQuery = z.object({
  days: decimalText('Days')
    .pipe(z.number().min(1, 'Days must be at least 1').max(365, 'Days must be at most 365'))
    .default(30),
})

export const figuresDaySchema = z.object({
  /** The day in Asia/Jakarta, YYYY-MM-DD. */
  date: z.string(),
  sales: z.number().int(),
  /** Platform fees booked that day, as store orders completed (the ledger's FEE entries). */
  fees: z.number().int(),
  /**
   * What the platform's vouchers took off the store orders completed that day: the platform pays
   * it to their sellers (docs/decisions/1016-vouchers.md).
   */
  subsidies: z.number().int(),
  orders: z.number().int(),
  newSellers: z.number().int(),
})
export const figuresSchema = z.object({
  days: z.array(figuresDaySchema),
  totals: z.object({
    sales: z.number().int(),
    fees: z.number().int(),
    subsidies: z.number().int(),
    orders: z.number().int(),
    newSellers: z.number().int(),
  }),
})
export type Figures = z.infer<typeof figuresSchema>
export type FiguresDay = z.infer<typeof figuresDaySchema>

export const hiddenSchema = z.object({ at: z.string(), reason: z.string() }).nullable()
export type Hidden = z.infer<typeof hiddenSchema>

export const adminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  name: z.string(),
  createdAt: z.string(),
  isOperator: z.boolean(),
  suspended: hiddenSchema,
})
export type AdminUser = z.infer<typeof adminUserSchema>

export const adminStoreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  owner: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  products: z.number().int(),
  createdAt: z.string(),
  hidden: hiddenSchema,
  /** The owner is suspended: the store is closed to shoppers until that is lifted. */
  ownerSuspended: z.boolean(),
})
export type AdminStore = z.infer<typeof adminStoreSchema>

export const adminProductSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  price: z.number().int(),
  stock: z.number().int(),
  category: z.string(),
  store: z.object({ name: z.string(), slug: z.string() }),
  createdAt: z.string(),
  hidden: hiddenSchema,
})
export type AdminProduct = z.infer<typeof adminProductSchema>

export const adminCategorySchema = z.object({
  id: z.number().int(),
  /** The name in English. */
  name: z.string(),
  /** The name in Indonesian; null until an operator gives one (docs/decisions/1011). */
  nameId: z.string().nullable(),
  slug: z.string(),
  icon: z.enum(CATEGORY_ICONS),
  position: z.number().int(),
  products: z.number().int(),
})
export type AdminCategory = z.infer<typeof adminCategorySchema>

const nameRule = (label: string) =>
  singleLineOf(label, 2, 40).regex(/[\p{L}\p{N}]/u, `${label} must contain a letter or a digit`)
/** A category's name in English and in Indonesian (docs/decisions/1011). */
const categoryName = nameRule('Name')
const categoryNameId = nameRule('Indonesian name')
const categoryIcon = z.enum(CATEGORY_ICONS, {
  error: `Icon must be one of ${CATEGORY_ICONS.join(', ')}`,
})

export const createCategorySchema = z.strictObject({
  name: categoryName,
  nameId: categoryNameId,
  icon: categoryIcon,
})
export type CreateCategoryInput = z.input<typeof createCategorySchema>
export const updateCategorySchema = z
  .strictObject({
    name: categoryName.optional(),
    nameId: categoryNameId.optional(),
    icon: categoryIcon.optional(),
  })
  .refine(
    (v) => v.name !== undefined || v.nameId !== undefined || v.icon !== undefined,
    'Give a name or an icon',
  )
export type UpdateCategoryInput = z.input<typeof updateCategorySchema>
export const categoryOrderSchema = z.strictObject({ ids: z.array(idSchema).min(1).max(1000) })
export type CategoryOrderInput = z.input<typeof categoryOrderSchema>

export const adminRefundSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  storeOrderId: z.number().int().nullable(),
  amount: z.number().int(),
  reason: z.string(),
  status: z.enum(['PENDING', 'DONE', 'FAILED', 'SETTLED']),
  failureMessage: z.string().nullable(),
  buyer: z.object({ name: z.string(), email: z.string() }),
  createdAt: z.string(),
  settled: z.object({ at: z.string(), note: z.string() }).nullable(),
})
export type AdminRefund = z.infer<typeof adminRefundSchema>

export const adminRefundQuery = paginationQuery(TABLE_PAGE_SIZE).extend({
  status: z
    .enum(['FAILED', 'SETTLED'], { error: 'Status must be one of FAILED, SETTLED' })
    .default('FAILED'),
})

export const auditEntrySchema = z.object({
  id: z.number().int(),
  operator: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  action: z.string(),
  target: z.object({
    kind: z.string(),
    id: z.string(),
    /** As written at the time; a system label in English (docs/decisions/1011). */
    label: z.string(),
    /** A system label as its code and values, to show in the reader's language; else null. */
    labelCode: systemTextSchema.nullable(),
  }),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

export const auditQuery = paginationQuery(20)

/** One order in the operator's list: who bought it, from which stores, for how much. */
export const adminOrderSchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  totalPrice: z.number().int(),
  createdAt: z.string(),
  buyer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  stores: z.array(z.object({ name: z.string(), slug: z.string() })),
})
export type AdminOrder = z.infer<typeof adminOrderSchema>

/** Every payment attempt of an order, oldest first, with the provider's order id. */
export const adminPaymentAttemptSchema = z.object({
  attempt: z.number().int(),
  provider: z.string(),
  providerOrderId: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type AdminPaymentAttempt = z.infer<typeof adminPaymentAttemptSchema>

/** What happened to an order, in the order it happened (the console words each event). */
export const ORDER_EVENTS = [
  'PLACED',
  'PAYMENT_STARTED',
  'PAYMENT_PAID',
  'PAYMENT_FAILED',
  'PAYMENT_EXPIRED',
  'PAYMENT_CANCELED',
  'SHIPPED',
  'DELIVERED',
  'COMPLETED',
  'CANCELED',
  'REFUND_STARTED',
  'REFUND_DONE',
  'REFUND_FAILED',
  'REFUND_SETTLED',
] as const
export type OrderEvent = (typeof ORDER_EVENTS)[number]
export const orderEventSchema = z.object({
  at: z.string(),
  event: z.enum(ORDER_EVENTS),
  /** The store's part it concerns; null for the whole order. */
  storeOrderId: z.number().int().nullable(),
  /** The attempt number, the waybill, a cancel or refund reason, or a settle note. */
  detail: z.string().nullable(),
})
export type OrderEventEntry = z.infer<typeof orderEventSchema>

/** One order as the operator looks it up: the buyer's view and what only the operator sees. */
export const adminOrderDetailSchema = orderSchema.omit({ token: true }).extend({
  buyer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  payments: z.array(adminPaymentAttemptSchema),
  refunds: z.array(adminRefundSchema),
  timeline: z.array(orderEventSchema),
})
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>
