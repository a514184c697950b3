import {
  createReviewSchema,
  type ProductReviewPage,
  type RatingSummary,
  type Review,
  type StoreReview,
  type StoreReviewPage,
} from '@pasar/shared'
import { conflict, forbidden, notFound } from '../../lib/http-error.ts'
import { paged } from '../../lib/pagination.ts'
import { isUniqueViolation } from '../../lib/pg-errors.ts'
import { imageUrl } from '../../lib/product-images.ts'
import type { Tx } from '../../db/client.ts'
import type { Storage } from '../../providers/storage/port.ts'
import { peopleByIds } from '../auth/index.ts'
import { mailNewReview } from '../notifications/index.ts'
import { storesWithOwners } from '../stores/index.ts'
import { deleteImages, storeImages } from '../stores/product-images.ts'
import { shortenName } from './author-name.ts'
import type { ReviewDeps } from './deps.ts'
import type { ReviewForm } from './review-form.ts'
import * as repo from './repository.ts'

export const NOT_YOUR_ORDER_ITEM = 'This order item is not yours.'
export const NOT_COMPLETED = 'Only an item of a completed order can be reviewed.'
export const WINDOW_ENDED = 'The time to review this order has ended.'
export const ALREADY_REVIEWED = 'This item has already been reviewed.'
export const PRODUCT_GONE = 'This product is no longer available to review.'
export const ALREADY_REPLIED = 'This review already has a reply.'

/** The store `requireStoreOwner` (stores/owner-guard.ts) checked; only its id is used. */
type OwnedStore = { id: number }

const reviewNotFound = () => notFound('Review not found')

/** The public view of a review: shortened author name, photo URLs, the reply. */
export function toReview(storage: Storage, row: repo.ReviewWithAuthor): Review {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    images: row.images.map((key) => imageUrl(storage, key)),
    author: { name: shortenName(row.authorName) },
    variantLabel: row.variantLabel,
    createdAt: row.createdAt.toISOString(),
    reply:
      row.replyText !== null && row.repliedAt !== null
        ? { text: row.replyText, createdAt: row.repliedAt.toISOString() }
        : null,
  }
}

/** When the lines of a store order completed at `completedAt` can no longer be reviewed. */
export function reviewDeadline(completedAt: Date, reviewWindowMs: number): Date {
  return new Date(completedAt.getTime() + reviewWindowMs)
}

/**
 * The buyer reviews one line of their completed store order, once, within REVIEW_WINDOW of its
 * completion. The photos are re-encoded and stored first; the review is inserted afterwards and
 * the rating tallies move with it (trigger). Two reviews of one line at once: the unique order
 * line refuses the second (409) and its photos are deleted.
 */
export async function createReview(
  deps: ReviewDeps,
  userId: number,
  form: ReviewForm,
  now = new Date(),
): Promise<Review> {
  const input = createReviewSchema.parse(form.fields)
  const { db, storage } = deps
  const line = await repo.findOrderLine(db, input.orderItemId)
  if (!line) throw notFound('Order item not found')
  if (line.buyerId !== userId) throw forbidden(NOT_YOUR_ORDER_ITEM)
  if (line.status !== 'COMPLETED' || !line.completedAt) throw conflict(NOT_COMPLETED)
  if (now > reviewDeadline(line.completedAt, deps.reviewWindowMs)) throw conflict(WINDOW_ENDED)
  if (line.productId === null || line.storeId === null) throw conflict(PRODUCT_GONE)
  const [reviewed] = await repo.reviewsOfLines(db, [line.id])
  if (reviewed) throw conflict(ALREADY_REVIEWED)

  const keys = await storeImages(storage, form.images)
  let id: number
  try {
    const row = await db.transaction(async (tx) => {
      const inserted = await repo.insertReview(tx, {
        orderItemId: line.id,
        productId: line.productId as number,
        storeId: line.storeId as number,
        userId,
        rating: input.rating,
        comment: input.comment,
        images: keys,
        createdAt: now,
      })
      await tellSeller(deps, tx, inserted, line.productName)
      return inserted
    })
    id = row.id
  } catch (error) {
    await deleteImages(storage, keys)
    if (isUniqueViolation(error, 'reviews_order_item_key')) throw conflict(ALREADY_REVIEWED)
    throw error
  }
  const review = await repo.findReview(db, id)
  if (!review) throw reviewNotFound()
  return toReview(storage, review)
}

/** Mails the store's owner of a new review, in the review's transaction (docs/decisions/1012). */
async function tellSeller(
  deps: Pick<ReviewDeps, 'links'>,
  tx: Tx,
  review: repo.ReviewRow,
  productName: string,
) {
  const store = (await storesWithOwners(tx, [review.storeId])).get(review.storeId)
  const [buyer] = await peopleByIds(tx, [review.userId])
  if (!store || !buyer) return
  await mailNewReview(tx, deps.links, {
    reviewId: review.id,
    owner: store.owner,
    store: { name: store.name, slug: store.slug },
    productName,
    buyerName: shortenName(buyer.name),
    rating: review.rating,
    comment: review.comment,
  })
}

function summaryOf(counts: Awaited<ReturnType<typeof repo.ratingCounts>>): RatingSummary {
  const stars = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 }
  let count = 0
  let total = 0
  let withPhotos = 0
  for (const row of counts) {
    const key = String(row.rating) as keyof typeof stars
    stars[key] = row.n
    count += row.n
    total += row.n * row.rating
    withPhotos += row.withPhotos
  }
  // One decimal, as shoppers read it ('4.8').
  const average = count === 0 ? 0 : Math.round((total / count) * 10) / 10
  return { average, count, stars, withPhotos }
}

/** A product page's reviews, newest first, filtered by stars or photos, with the summary. */
export async function listProductReviews(
  { db, storage }: ReviewDeps,
  uuid: string,
  query: { page: number; limit: number; rating?: number; withPhotos?: boolean },
): Promise<ProductReviewPage> {
  const productId = await repo.findVisibleProductId(db, uuid)
  if (productId === undefined) throw notFound('Product not found')
  const { page, limit, rating, withPhotos } = query
  const [{ rows, total }, counts] = await Promise.all([
    repo.pageOfProductReviews(db, productId, { rating, withPhotos }, page, limit),
    repo.ratingCounts(db, productId),
  ])
  return {
    ...paged(
      rows.map((row) => toReview(storage, row)),
      page,
      limit,
      total,
    ),
    summary: summaryOf(counts),
  }
}

/** The seller's list of their store's reviews: unreplied first, then newest. */
export async function listStoreReviews(
  { db, storage }: ReviewDeps,
  store: OwnedStore,
  query: { page: number; limit: number; replied?: boolean },
): Promise<StoreReviewPage> {
  const { page, limit, replied } = query
  const { rows, total, unreplied } = await repo.pageOfStoreReviews(
    db,
    store.id,
    replied,
    page,
    limit,
  )
  return {
    ...paged(
      rows.map((row) => ({ ...toReview(storage, row), product: row.product })),
      page,
      limit,
      total,
    ),
    unreplied,
  }
}

/** The store's owner replies to a review of their store, once. */
export async function replyToReview(
  { db, storage }: ReviewDeps,
  store: OwnedStore,
  id: number,
  text: string,
  now = new Date(),
): Promise<StoreReview> {
  const existing = await repo.findReview(db, id)
  if (!existing || existing.storeId !== store.id) throw reviewNotFound()
  if (!(await repo.setReply(db, store.id, id, text, now))) throw conflict(ALREADY_REPLIED)
  const review = await repo.findReview(db, id)
  if (!review) throw reviewNotFound()
  return { ...toReview(storage, review), product: await repo.productOfReview(db, review) }
}
