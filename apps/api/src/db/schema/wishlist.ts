import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core'
import { reference, timestampNow } from './columns.ts'
import { products } from './catalog.ts'
import { users } from './users.ts'

/** The products a shopper saved (docs/decisions/0976-wishlist.md): one row per user and product. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: reference(() => users.id, { onDelete: 'cascade' }),
    productId: reference(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestampNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    // The list reads newest saved first.
    index('wishlist_items_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
)
