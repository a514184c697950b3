import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { identity, reference, timestampNow } from './columns.ts'
import { stores } from './catalog.ts'
import { users } from './users.ts'

/**
 * The Indonesian address fields a parcel needs, shared by buyers' addresses and store origins.
 * The area's names are written from the area list with their Kemendagri codes
 * (docs/decisions/1013-address-areas.md); places typed before that have names only, no village
 * and no codes, until their owner picks the areas.
 */
const placeColumns = () => ({
  recipientName: text().notNull(),
  /** Always `+628…` (the shared phone schema normalises it). */
  phone: text().notNull(),
  province: text().notNull(),
  city: text().notNull(),
  district: text().notNull(),
  village: text(),
  provinceCode: text(),
  cityCode: text(),
  districtCode: text(),
  villageCode: text(),
  postalCode: text().notNull(),
  street: text().notNull(),
})

/** A buyer's address book: at most 20 per user, exactly one default (docs/decisions/0820). */
export const addresses = pgTable(
  'addresses',
  {
    id: identity(),
    userId: reference(() => users.id, { onDelete: 'cascade' }),
    label: text(),
    ...placeColumns(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestampNow(),
    updatedAt: timestampNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('addresses_one_default_per_user')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
    check('addresses_postal_code_5_digits', sql`${t.postalCode} ~ '^[0-9]{5}$'`),
  ],
)

/** Where a store ships from; one row per store, none until the owner sets it. */
export const storeAddresses = pgTable(
  'store_addresses',
  {
    storeId: integer()
      .primaryKey()
      .references(() => stores.id, { onDelete: 'cascade' }),
    ...placeColumns(),
    updatedAt: timestampNow(),
  },
  (t) => [check('store_addresses_postal_code_5_digits', sql`${t.postalCode} ~ '^[0-9]{5}$'`)],
)
