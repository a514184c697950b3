import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'
import { products } from './catalog.ts'
import { users } from './users.ts'

/** The products a shopper saved (docs/decisions/0976-wishlist.md): one row per user and product. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    // The list reads newest saved first.
    index('wishlist_items_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
)
