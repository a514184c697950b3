import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { LEDGER_KINDS, PAYOUT_STATUSES } from '@pasar/shared'
import { identity, reference, timestampNow } from './columns.ts'
import { stores } from './catalog.ts'
import { storeOrders } from './store-orders.ts'

/**
 * The store's bank account its payouts go to (docs/decisions/0980): one per store, the holder's
 * name as the payout provider's account validation gave it.
 */
export const storeBankAccounts = pgTable('store_bank_accounts', {
  storeId: integer()
    .primaryKey()
    .references(() => stores.id),
  bankCode: text().notNull(),
  accountNumber: text().notNull(),
  accountName: text().notNull(),
  updatedAt: timestampNow(),
})

/**
 * A seller's withdrawal (docs/decisions/0980, 0981): REQUESTED by the seller, PROCESSING once an
 * operator approved it at the provider, then COMPLETED or FAILED as the provider says. The bank
 * account is copied at request time: the money goes where the seller said when asking.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: identity(),
    storeId: reference(() => stores.id),
    amount: bigint({ mode: 'number' }).notNull(),
    status: text({ enum: PAYOUT_STATUSES }).notNull().default('REQUESTED'),
    bankCode: text().notNull(),
    accountNumber: text().notNull(),
    accountName: text().notNull(),
    /** The provider's reference, kept as soon as the provider created the payout. */
    referenceNo: text().unique(),
    /** Set while one operator's approval talks to the provider; a second one is refused. */
    approvingSince: timestamp({ withTimezone: true }),
    approvedAt: timestamp({ withTimezone: true }),
    /** When the jobs last asked the provider about it (PROCESSING only). */
    checkedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    failedAt: timestamp({ withTimezone: true }),
    failureReason: text(),
    createdAt: timestampNow(),
    updatedAt: timestampNow(),
  },
  (t) => [
    check(
      'payouts_status_valid',
      sql`${t.status} IN ('REQUESTED','PROCESSING','COMPLETED','FAILED')`,
    ),
    check('payouts_amount_positive', sql`${t.amount} > 0`),
    index('payouts_store_idx').on(t.storeId, t.createdAt.desc(), t.id.desc()),
    index('payouts_status_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
  ],
)

/**
 * The store's money, append-only (docs/decisions/0980): a completed store order's SALE (+items
 * and shipping) and FEE (−fee), a PAYOUT (−amount) when the seller asks for one and a
 * PAYOUT_RETURNED (+amount) when it fails. A balance is a sum of entries; a trigger in migration
 * 0015 refuses UPDATE, DELETE and TRUNCATE, and the unique keys book nothing twice.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: identity(),
    storeId: reference(() => stores.id),
    kind: text({ enum: LEDGER_KINDS }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    storeOrderId: integer().references(() => storeOrders.id),
    payoutId: integer().references(() => payouts.id),
    createdAt: timestampNow(),
  },
  (t) => [
    check('ledger_entries_kind_valid', sql`${t.kind} IN ('SALE','FEE','PAYOUT','PAYOUT_RETURNED')`),
    check(
      'ledger_entries_source',
      sql`(${t.kind} IN ('SALE','FEE') AND ${t.storeOrderId} IS NOT NULL AND ${t.payoutId} IS NULL)
        OR (${t.kind} IN ('PAYOUT','PAYOUT_RETURNED') AND ${t.payoutId} IS NOT NULL AND ${t.storeOrderId} IS NULL)`,
    ),
    check(
      'ledger_entries_sign',
      sql`(${t.kind} = 'SALE' AND ${t.amount} >= 0) OR (${t.kind} = 'FEE' AND ${t.amount} <= 0)
        OR (${t.kind} = 'PAYOUT' AND ${t.amount} < 0) OR (${t.kind} = 'PAYOUT_RETURNED' AND ${t.amount} > 0)`,
    ),
    unique('ledger_entries_store_order_kind_key').on(t.storeOrderId, t.kind),
    unique('ledger_entries_payout_kind_key').on(t.payoutId, t.kind),
    index('ledger_entries_store_idx').on(t.storeId, t.createdAt.desc(), t.id.desc()),
  ],
)
