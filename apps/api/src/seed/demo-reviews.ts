import { and, eq } from 'drizzle-orm'
import type { Tx } from '../db/client.ts'
import { orderItems, orders, reviews, storeOrders, users } from '../db/schema/index.ts'

interface DemoReview {
  buyer: string
  product: string
  rating: number
  comment: string
  /** The seller's answer, if they gave one. */
  reply?: string
}

const HOUR = 3_600_000

/**
 * Reviews of the demo store orders that were COMPLETED (docs/product.md#reviews): each buyer
 * reviews their line a day after receiving it; the seller answered some.
 */
export const DEMO_REVIEWS: DemoReview[] = [
  {
    buyer: 'shopper@pasar.test',
    product: 'Headphone Wireless ANC Aurora',
    rating: 5,
    comment:
      'Noise cancelling works great on the KRL. Battery lasts the whole week, packed safely with bubble wrap.',
    reply: 'Thank you, Kak Dewi! Enjoy the quiet commute 🎧',
  },
  {
    buyer: 'sari@pasar.test',
    product: 'Headphone Wireless ANC Aurora',
    rating: 4,
    comment:
      'Sound is clear and the bass is punchy. The ear cushions get a bit warm after two hours.',
  },
  {
    buyer: 'sari@pasar.test',
    product: 'Smartwatch Merapi Fit',
    rating: 5,
    comment: 'Accurate step count, and the strap is comfortable. Arrived a day early.',
    reply: 'Glad it arrived early, Kak Sari. Happy walking!',
  },
  {
    buyer: 'agus@pasar.test',
    product: 'Headphone Wireless ANC Aurora',
    rating: 5,
    comment: '',
  },
]

/**
 * Inserts the demo reviews for the completed lines of the demo orders; the rating tallies of the
 * products and stores move by the reviews trigger (migration 0015).
 */
export async function insertDemoReviews(tx: Tx, now = Date.now()) {
  const lines = await tx
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      storeId: orderItems.storeId,
      productName: orderItems.productName,
      userId: orders.userId,
      email: users.email,
      completedAt: storeOrders.completedAt,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(
      storeOrders,
      and(eq(storeOrders.id, orderItems.storeOrderId), eq(storeOrders.status, 'COMPLETED')),
    )
  const values = DEMO_REVIEWS.flatMap((plan) => {
    const line = lines.find((l) => l.email === plan.buyer && l.productName === plan.product)
    if (!line?.productId || !line.storeId || !line.completedAt) return []
    const createdAt = new Date(Math.min(line.completedAt.getTime() + 20 * HOUR, now))
    const repliedAt = plan.reply ? new Date(Math.min(createdAt.getTime() + 5 * HOUR, now)) : null
    return [
      {
        orderItemId: line.id,
        productId: line.productId,
        storeId: line.storeId,
        userId: line.userId,
        rating: plan.rating,
        comment: plan.comment,
        createdAt,
        replyText: plan.reply ?? null,
        repliedAt,
      },
    ]
  })
  if (values.length > 0) await tx.insert(reviews).values(values)
}
