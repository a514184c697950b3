import { z } from '../zod.ts'
import { REVIEW_COMMENT_MAX, REVIEW_IMAGES_MAX, REVIEW_REPLY_MAX } from '../constants.ts'
import {
  dataOf,
  decimalText,
  ID_MAX,
  ID_MESSAGE,
  multiLineText,
  paginationQuery,
  paginationSchema,
  pathIdSchema,
} from './common.ts'
import { orderSchema } from './order.ts'
import { storeOrderItemSchema, storeOrderSchema } from './store-order.ts'

/** Reviews (docs/product.md#reviews, docs/decisions/0960-reviews.md). */

export const REVIEW_PAGE_SIZE = 5

export const RATING_MESSAGE = 'Rating must be a whole number from 1 to 5'
export const REVIEW_COMMENT_MESSAGE = `Comment must be at most ${REVIEW_COMMENT_MAX} characters`
export const REVIEW_IMAGES_MESSAGE = `A review takes at most ${REVIEW_IMAGES_MAX} photos`
export const REVIEW_REPLY_MESSAGE = `Reply must be at most ${REVIEW_REPLY_MAX} characters`

/** A rating sent as a multipart field: '1'..'5' only. */
export const ratingTextSchema = z
  .string({ error: RATING_MESSAGE })
  .trim()
  .regex(/^[1-5]$/, RATING_MESSAGE)
  .transform((text) => Number(text))

/** An order line's id sent as a multipart field. */
export const orderItemIdTextSchema = z
  .string({ error: 'Order item is required' })
  .trim()
  .regex(/^[1-9][0-9]{0,9}$/, ID_MESSAGE)
  .transform((text) => Number(text))
  .pipe(z.number().max(ID_MAX, ID_MESSAGE))

export const reviewCommentSchema = multiLineText('Comment')
  .trim()
  .max(REVIEW_COMMENT_MAX, REVIEW_COMMENT_MESSAGE)

/** The text fields of POST /api/v1/reviews (the photos are checked apart). */
export const createReviewSchema = z.object({
  orderItemId: orderItemIdTextSchema,
  rating: ratingTextSchema,
  comment: reviewCommentSchema.optional().default(''),
})
export type CreateReviewInput = z.infer<typeof createReviewSchema>

/** The multipart body of POST /api/v1/reviews as the API document states it. */
export const createReviewFormBody = createReviewSchema.extend({
  images: z
    .array(z.string().meta({ format: 'binary' }))
    .max(REVIEW_IMAGES_MAX)
    .optional()
    .describe('0 to 3 files: JPEG, PNG or WebP by content, at most 5,000,000 bytes each'),
})

export const reviewReplySchema = z.object({ text: z.string(), createdAt: z.string() }).nullable()

export const reviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  comment: z.string(),
  images: z.array(z.string()),
  /** The buyer's name, shortened ('B***i'). */
  author: z.object({ name: z.string() }),
  /** The variant the author bought ('Merah / XL'); null for a product without options. */
  variantLabel: z.string().nullable(),
  createdAt: z.string(),
  reply: reviewReplySchema,
})
export type Review = z.infer<typeof reviewSchema>

/** A review in the seller's list: which product and order line it is about. */
export const storeReviewSchema = reviewSchema.extend({
  product: z.object({ uuid: z.string().nullable(), name: z.string() }),
})
export type StoreReview = z.infer<typeof storeReviewSchema>

/** The rating summary of a product page: average (0 without reviews), count, count per star. */
export const ratingSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
  /** `stars['5']` is how many reviews gave 5 stars, and so on. */
  stars: z.object({
    '1': z.number().int(),
    '2': z.number().int(),
    '3': z.number().int(),
    '4': z.number().int(),
    '5': z.number().int(),
  }),
  withPhotos: z.number().int(),
})
export type RatingSummary = z.infer<typeof ratingSummarySchema>

const booleanText = (label: string) =>
  z
    .enum(['true', 'false'], { error: `${label} must be true or false` })
    .transform((v) => v === 'true')

export const productReviewsQuery = paginationQuery(REVIEW_PAGE_SIZE).extend({
  rating: decimalText('Rating')
    .pipe(z.number().min(1, RATING_MESSAGE).max(5, RATING_MESSAGE))
    .optional(),
  withPhotos: booleanText('withPhotos').optional(),
})
export type ProductReviewsQuery = z.input<typeof productReviewsQuery>

export const productReviewPageSchema = z.object({
  data: z.array(reviewSchema),
  pagination: paginationSchema,
  summary: ratingSummarySchema,
})
export type ProductReviewPage = z.infer<typeof productReviewPageSchema>

export const storeReviewsQuery = paginationQuery(10).extend({
  replied: booleanText('replied').optional(),
})
export type StoreReviewsQuery = z.input<typeof storeReviewsQuery>

export const storeReviewPageSchema = z.object({
  data: z.array(storeReviewSchema),
  pagination: paginationSchema,
  /** How many of the store's reviews still wait for a reply. */
  unreplied: z.number().int(),
})
export type StoreReviewPage = z.infer<typeof storeReviewPageSchema>

export const replyBodySchema = z.strictObject({
  text: multiLineText('Reply')
    .trim()
    .min(1, 'Reply must be filled')
    .max(REVIEW_REPLY_MAX, REVIEW_REPLY_MESSAGE),
})
export type ReplyBody = z.infer<typeof replyBodySchema>

export const reviewResponseSchema = dataOf(reviewSchema)
export const storeReviewResponseSchema = dataOf(storeReviewSchema)
export const reviewParams = z.object({ slug: z.string().min(1).max(100), id: pathIdSchema })

/** The buyer's order view: each line says whether it was reviewed, each store order until when. */
export const reviewedOrderItemSchema = storeOrderItemSchema.extend({
  review: z.object({ id: z.number().int(), rating: z.number().int() }).nullable(),
})
export const reviewableStoreOrderSchema = storeOrderSchema.extend({
  /** completedAt + REVIEW_WINDOW; null until the store order is COMPLETED. */
  reviewDeadline: z.string().nullable(),
  orderItems: z.array(reviewedOrderItemSchema),
})
export type ReviewableStoreOrder = z.infer<typeof reviewableStoreOrderSchema>
export const orderDetailSchema = orderSchema.extend({
  storeOrders: z.array(reviewableStoreOrderSchema),
})
export type OrderDetail = z.infer<typeof orderDetailSchema>
export const orderDetailResponseSchema = dataOf(orderDetailSchema)
