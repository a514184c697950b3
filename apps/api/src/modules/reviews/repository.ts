import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import {
  orderItems,
  orders,
  products,
  reviews,
  storeOrders,
  stores,
  users,
} from '../../db/schema/index.ts'
import { visibleProduct } from '../catalog/index.ts'

/**
 * The only reader and writer of `reviews` (docs/architecture.md#modules). It reads the order line,
 * its store order and the product's visibility to decide what may be reviewed; it never writes
 * them. The rating tallies on `products` and `stores` move by the trigger of migration 0015.
 */

export type ReviewRow = typeof reviews.$inferSelect
export type NewReview = typeof reviews.$inferInsert

/** A review with its author's name and the variant bought ('Merah / XL'), as the views need it. */
export type ReviewWithAuthor = ReviewRow & { authorName: string; variantLabel: string | null }

/** Read from reviews joined with their author (`users`) and their order line (`orderItems`). */
const withAuthor = {
  review: reviews,
  authorName: users.name,
  variantLabel: orderItems.variantLabel,
}
const lineOfReview = eq(orderItems.id, reviews.orderItemId)

/** An order line with who bought it and where its store order stands. */
export async function findOrderLine(db: Db | Tx, orderItemId: number) {
  const [row] = await db
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      productName: orderItems.productName,
      storeId: orderItems.storeId,
      buyerId: orders.userId,
      status: storeOrders.status,
      completedAt: storeOrders.completedAt,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(storeOrders, eq(storeOrders.id, orderItems.storeOrderId))
    .where(eq(orderItems.id, orderItemId))
  return row
}

export async function insertReview(tx: Tx, values: NewReview): Promise<ReviewRow> {
  const [row] = await tx.insert(reviews).values(values).returning()
  if (!row) throw new Error('the review was not inserted')
  return row
}

export async function findReview(db: Db | Tx, id: number): Promise<ReviewWithAuthor | undefined> {
  const [row] = await db
    .select(withAuthor)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(orderItems, lineOfReview)
    .where(eq(reviews.id, id))
  return row && { ...row.review, authorName: row.authorName, variantLabel: row.variantLabel }
}

/** The visible product behind a uuid, or undefined (deleted product or store). */
export async function findVisibleProductId(db: Db, uuid: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(eq(products.uuid, uuid), visibleProduct))
  return row?.id
}

function productFilter(productId: number, rating?: number, withPhotos?: boolean): SQL {
  const conditions: SQL[] = [eq(reviews.productId, productId)]
  if (rating !== undefined) conditions.push(eq(reviews.rating, rating))
  if (withPhotos) conditions.push(sql`cardinality(${reviews.images}) > 0`)
  return and(...conditions) as SQL
}

/** A page of a product's reviews, newest first, with how many match the filter. */
export async function pageOfProductReviews(
  db: Db,
  productId: number,
  filter: { rating?: number; withPhotos?: boolean },
  page: number,
  limit: number,
) {
  const where = productFilter(productId, filter.rating, filter.withPhotos)
  const [rows, [total]] = await Promise.all([
    db
      .select(withAuthor)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(orderItems, lineOfReview)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(reviews).where(where),
  ])
  return {
    rows: rows.map((row) => ({
      ...row.review,
      authorName: row.authorName,
      variantLabel: row.variantLabel,
    })),
    total: total?.n ?? 0,
  }
}

/** How many of a product's reviews gave each number of stars, and how many carry photos. */
export async function ratingCounts(db: Db, productId: number) {
  const rows = await db
    .select({
      rating: reviews.rating,
      n: count(),
      withPhotos: sql<number>`count(*) FILTER (WHERE cardinality(${reviews.images}) > 0)`.mapWith(
        Number,
      ),
    })
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .groupBy(reviews.rating)
  return rows
}

/** A page of a store's reviews: unreplied first, then newest first. */
export async function pageOfStoreReviews(
  db: Db,
  storeId: number,
  replied: boolean | undefined,
  page: number,
  limit: number,
) {
  const conditions: SQL[] = [eq(reviews.storeId, storeId)]
  if (replied === true) conditions.push(isNotNull(reviews.repliedAt))
  if (replied === false) conditions.push(isNull(reviews.repliedAt))
  const where = and(...conditions) as SQL
  const [rows, [total], [unreplied]] = await Promise.all([
    db
      .select({
        ...withAuthor,
        productUuid: products.uuid,
        productName: orderItems.productName,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(orderItems, lineOfReview)
      .leftJoin(products, and(eq(products.id, reviews.productId), isNull(products.deletedAt)))
      .where(where)
      .orderBy(sql`(${reviews.repliedAt} IS NULL) DESC`, desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(reviews).where(where),
    db
      .select({ n: count() })
      .from(reviews)
      .where(and(eq(reviews.storeId, storeId), isNull(reviews.repliedAt))),
  ])
  return {
    rows: rows.map((row) => ({
      ...row.review,
      authorName: row.authorName,
      variantLabel: row.variantLabel,
      product: { uuid: row.productUuid, name: row.productName },
    })),
    total: total?.n ?? 0,
    unreplied: unreplied?.n ?? 0,
  }
}

/** The product of a review, for the seller's view of one review. */
export async function productOfReview(db: Db, review: ReviewRow) {
  const [row] = await db
    .select({ uuid: products.uuid, name: orderItems.productName, deletedAt: products.deletedAt })
    .from(orderItems)
    .leftJoin(products, eq(products.id, review.productId))
    .where(eq(orderItems.id, review.orderItemId))
  return { uuid: row?.deletedAt ? null : (row?.uuid ?? null), name: row?.name ?? '' }
}

/**
 * Sets the reply once: only a review of this store without a reply changes. Returns whether it
 * did, so two replies at once end as one 200 and one 409.
 */
export async function setReply(db: Db, storeId: number, id: number, text: string, now: Date) {
  const rows = await db
    .update(reviews)
    .set({ replyText: text, repliedAt: now })
    .where(and(eq(reviews.id, id), eq(reviews.storeId, storeId), isNull(reviews.repliedAt)))
    .returning({ id: reviews.id })
  return rows.length > 0
}

/** The review of each of these order lines, for the buyer's order view. */
export async function reviewsOfLines(db: Db | Tx, orderItemIds: number[]) {
  if (orderItemIds.length === 0) return []
  return db
    .select({ id: reviews.id, orderItemId: reviews.orderItemId, rating: reviews.rating })
    .from(reviews)
    .where(inArray(reviews.orderItemId, orderItemIds))
    .orderBy(asc(reviews.id))
}
