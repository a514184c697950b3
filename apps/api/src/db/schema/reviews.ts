import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { identity, reference, timestampNow } from './columns.ts'
import { products, stores } from './catalog.ts'
import { orderItems } from './orders.ts'
import { users } from './users.ts'

/**
 * A buyer's review of one line of a completed store order (docs/decisions/0960-reviews.md): one
 * per order line, 1–5 stars, an optional comment and up to 3 photos (storage keys of the image
 * pipeline products use), and the seller's one reply. A trigger of migration 0015 moves the
 * product's and the store's `rating_count`/`rating_total` in the same transaction.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: identity(),
    orderItemId: integer()
      .notNull()
      .unique('reviews_order_item_key')
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    productId: reference(() => products.id, { onDelete: 'cascade' }),
    storeId: reference(() => stores.id, { onDelete: 'cascade' }),
    userId: reference(() => users.id, { onDelete: 'cascade' }),
    rating: integer().notNull(),
    comment: text().notNull().default(''),
    /** Storage keys of the photos, in the order they were sent. */
    images: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestampNow(),
    replyText: text(),
    repliedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_comment_length', sql`char_length(${t.comment}) <= 2000`),
    check('reviews_images_max', sql`cardinality(${t.images}) <= 3`),
    check('reviews_reply_whole', sql`(${t.replyText} IS NULL) = (${t.repliedAt} IS NULL)`),
    index('reviews_product_idx').on(t.productId, t.createdAt.desc(), t.id.desc()),
    index('reviews_store_idx').on(t.storeId, t.createdAt.desc(), t.id.desc()),
  ],
)
