import { foreignKey, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { identity, timestampNow } from './columns.ts'

/** One line of a local twin transaction, in Midtrans' item_details shape. */
export interface LocalPaymentItem {
  id: string
  name: string
  price: number
  quantity: number
  merchant_name?: string | undefined
}

/**
 * The local payment twin's transactions (docs/decisions/0703): what the built-in Midtrans was
 * asked to collect and what became of it, so every API process sharing the database and every
 * restart sees the same payments. Never used with real Midtrans.
 */
export const localPaymentTransactions = pgTable('local_payment_transactions', {
  id: identity(),
  token: text().notNull().unique(),
  providerOrderId: text().notNull().unique(),
  transactionId: text().notNull(),
  grossAmount: integer().notNull(),
  items: jsonb().$type<LocalPaymentItem[]>().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  /** Null until a method was chosen in the popup (Midtrans answers 404 until then). */
  transactionStatus: text(),
  statusCode: text(),
  fraudStatus: text(),
  /**
   * The method chosen for a pending payment and what Midtrans gives for it: `payment_type` and
   * `va_numbers`, `permata_va_number`, `bill_key` + `biller_code` or `payment_code` + `store`.
   */
  paymentDetails: jsonb().$type<Record<string, unknown>>(),
  createdAt: timestampNow(),
})

/** The twin's refunds: one per (transaction, refund key), so the same key never pays twice. */
export const localPaymentRefunds = pgTable(
  'local_payment_refunds',
  {
    id: identity(),
    providerOrderId: text().notNull(),
    refundKey: text().notNull(),
    amount: integer().notNull(),
    reason: text().notNull(),
    at: timestampNow(),
  },
  (t) => [
    unique('local_payment_refunds_key_unique').on(t.providerOrderId, t.refundKey),
    foreignKey({
      name: 'local_payment_refunds_transaction_fk',
      columns: [t.providerOrderId],
      foreignColumns: [localPaymentTransactions.providerOrderId],
    }).onDelete('cascade'),
  ],
)
