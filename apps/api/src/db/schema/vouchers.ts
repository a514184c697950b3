import { VOUCHER_KINDS, VOUCHER_TARGETS } from '@pasar/shared'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { identity, reference, timestampNow } from './columns.ts'
import { stores } from './catalog.ts'
import { orders } from './orders.ts'
import { storeOrders } from './store-orders.ts'
import { users } from './users.ts'

/**
 * A store's voucher (`storeId` set) or the platform's (`storeId` null), docs/decisions/1016-vouchers.md.
 * `uses` counts the uses not given back (voucher_uses), kept by the statement that claims one, so
 * that `uses <= quota` holds under any number of buyers at once.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: identity(),
    storeId: integer().references(() => stores.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    kind: text({ enum: VOUCHER_KINDS }).notNull(),
    /** PERCENT: per cent (1–90); FIXED: rupiah. */
    value: integer().notNull(),
    maxDiscount: integer(),
    minSpend: integer().notNull().default(0),
    quota: integer().notNull(),
    uses: integer().notNull().default(0),
    perBuyer: integer().notNull().default(1),
    /** Store vouchers always lower their store's items. */
    appliesTo: text({ enum: VOUCHER_TARGETS }).notNull().default('ITEMS'),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    active: boolean().notNull().default(true),
    createdAt: timestampNow(),
    updatedAt: timestampNow(),
  },
  (t) => [
    unique('vouchers_store_code_key').on(t.storeId, t.code),
    uniqueIndex('vouchers_platform_code_key')
      .on(t.code)
      .where(sql`${t.storeId} IS NULL`),
    index('vouchers_store_idx').on(t.storeId, t.createdAt.desc(), t.id.desc()),
    check('vouchers_kind_valid', sql`${t.kind} IN ('PERCENT','FIXED')`),
    check('vouchers_applies_to_valid', sql`${t.appliesTo} IN ('ITEMS','SHIPPING')`),
    check('vouchers_store_items_only', sql`${t.storeId} IS NULL OR ${t.appliesTo} = 'ITEMS'`),
    check(
      'vouchers_value_valid',
      sql`(${t.kind} = 'PERCENT' AND ${t.value} BETWEEN 1 AND 90) OR (${t.kind} = 'FIXED' AND ${t.value} >= 1000 AND ${t.maxDiscount} IS NULL)`,
    ),
    check('vouchers_uses_within_quota', sql`${t.uses} >= 0 AND ${t.uses} <= ${t.quota}`),
    check('vouchers_per_buyer_positive', sql`${t.perBuyer} >= 1`),
    check('vouchers_min_spend_nonnegative', sql`${t.minSpend} >= 0`),
    check('vouchers_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
)

/**
 * One use of a voucher by an order: written with the order, in its transaction, with the discount
 * it gave. `releasedAt` is set when the order expires or is canceled unpaid and the use goes back.
 * A store voucher's use names its store order; the platform voucher's names none.
 */
export const voucherUses = pgTable(
  'voucher_uses',
  {
    id: identity(),
    voucherId: reference(() => vouchers.id, { onDelete: 'cascade' }),
    userId: reference(() => users.id, { onDelete: 'cascade' }),
    orderId: reference(() => orders.id, { onDelete: 'cascade' }),
    storeOrderId: integer().references(() => storeOrders.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    amount: integer().notNull(),
    releasedAt: timestamp({ withTimezone: true }),
    createdAt: timestampNow(),
  },
  (t) => [
    unique('voucher_uses_voucher_order_key').on(t.voucherId, t.orderId),
    index('voucher_uses_buyer_idx')
      .on(t.voucherId, t.userId)
      .where(sql`${t.releasedAt} IS NULL`),
    index('voucher_uses_order_idx').on(t.orderId),
    check('voucher_uses_amount_nonnegative', sql`${t.amount} >= 0`),
  ],
)
