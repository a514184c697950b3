import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { timestampNow } from './columns.ts'

/**
 * The local Iris twin's payouts (docs/decisions/0981): what the built-in Iris was asked to send
 * and what became of it, in Iris' own words (status queued → approved → completed or failed).
 * Only providers/payout/local reads them; never used with real Iris.
 */
export const localIrisPayouts = pgTable('local_iris_payouts', {
  referenceNo: text().primaryKey(),
  /** The creator's X-Idempotency-Key: the same key creates nothing twice. */
  idempotencyKey: text().unique(),
  beneficiaryName: text().notNull(),
  beneficiaryAccount: text().notNull(),
  beneficiaryBank: text().notNull(),
  amount: bigint({ mode: 'number' }).notNull(),
  notes: text().notNull(),
  status: text().notNull(),
  errorMessage: text(),
  createdAt: timestampNow(),
  approvedAt: timestamp({ withTimezone: true }),
  updatedAt: timestampNow(),
})
