import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { identity, reference, timestampNow } from './columns.ts'
import { orders } from './orders.ts'

export const REFUND_STATUSES = ['PENDING', 'DONE', 'FAILED'] as const

/**
 * Money given back through the payment provider (docs/decisions/0702). The refund key is what
 * the provider sees, so the same refund is never paid out twice; PENDING ones are retried.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: identity(),
    orderId: reference(() => orders.id, { onDelete: 'cascade' }),
    /** Set when one store's part of an order is refunded; null for the whole order. */
    storeOrderId: integer(),
    /** The payment attempt at the provider that the money came in through. */
    providerOrderId: text().notNull(),
    amount: integer().notNull(),
    refundKey: text().notNull().unique(),
    reason: text().notNull(),
    status: text({ enum: REFUND_STATUSES }).notNull().default('PENDING'),
    /** The provider's answer when it refused. */
    failureMessage: text(),
    /**
     * A FAILED refund an operator settled by hand (docs/decisions/0993): when, by whom and how.
     * The status stays FAILED (the provider's word); these say the buyer was paid outside it.
     */
    settledAt: timestamp({ withTimezone: true }),
    settledBy: integer(),
    settleNote: text(),
    createdAt: timestampNow(),
    updatedAt: timestampNow(),
  },
  (t) => [
    check('refunds_status_valid', sql`${t.status} IN ('PENDING','DONE','FAILED')`),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'PENDING'`),
  ],
)
