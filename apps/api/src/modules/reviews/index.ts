import type { Order, OrderDetail } from '@pasar/shared'
import type { Db, Tx } from '../../db/client.ts'
import { reviewsOfLines } from './repository.ts'
import { reviewDeadline } from './service.ts'

/**
 * What other modules may use of reviews (docs/architecture.md#modules): the buyer's order view
 * with, on each line of each store order, its review (`{ id, rating }` or null) and, on each store
 * order, until when its lines may be reviewed (completedAt + REVIEW_WINDOW; null until completed).
 */
export async function withReviewState(
  db: Db | Tx,
  order: Order,
  reviewWindowMs: number,
): Promise<OrderDetail> {
  const lineIds = order.storeOrders.flatMap((part) => part.orderItems.map((line) => line.id))
  const reviewByLine = new Map(
    (await reviewsOfLines(db, lineIds)).map((r) => [r.orderItemId, { id: r.id, rating: r.rating }]),
  )
  return {
    ...order,
    storeOrders: order.storeOrders.map((part) => ({
      ...part,
      reviewDeadline:
        part.status === 'COMPLETED' && part.completedAt
          ? reviewDeadline(new Date(part.completedAt), reviewWindowMs).toISOString()
          : null,
      orderItems: part.orderItems.map((line) => ({
        ...line,
        review: reviewByLine.get(line.id) ?? null,
      })),
    })),
  }
}
