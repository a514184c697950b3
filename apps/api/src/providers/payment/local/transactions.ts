import { asc, eq } from 'drizzle-orm'
import type { Db, Tx } from '../../../db/client.ts'
import {
  localPaymentRefunds,
  localPaymentTransactions,
  type LocalPaymentItem,
} from '../../../db/schema/index.ts'

/** A twin transaction as the twin reads it (docs/decisions/0703). */
export type TwinTransaction = typeof localPaymentTransactions.$inferSelect
export type TwinRefund = typeof localPaymentRefunds.$inferSelect
export type TwinStatus = Pick<TwinTransaction, 'transactionStatus' | 'statusCode' | 'fraudStatus'> &
  Partial<Pick<TwinTransaction, 'paymentDetails'>>

export interface NewTwinTransaction {
  token: string
  providerOrderId: string
  transactionId: string
  grossAmount: number
  items: LocalPaymentItem[]
  expiresAt: Date
  status?: TwinStatus
  createdAt?: Date
}

/** Stores a new transaction; undefined when the provider order id is already taken. */
export async function insertTransaction(
  db: Db | Tx,
  transaction: NewTwinTransaction,
): Promise<TwinTransaction | undefined> {
  const { status, ...fields } = transaction
  const [row] = await db
    .insert(localPaymentTransactions)
    .values({ ...fields, ...status })
    .onConflictDoNothing({ target: localPaymentTransactions.providerOrderId })
    .returning()
  return row
}

/** The transaction by its provider order id or its popup token; `lock` takes it FOR UPDATE. */
export async function findTransaction(
  db: Db | Tx,
  by: { providerOrderId: string } | { token: string },
  lock = false,
): Promise<TwinTransaction | undefined> {
  const where =
    'token' in by
      ? eq(localPaymentTransactions.token, by.token)
      : eq(localPaymentTransactions.providerOrderId, by.providerOrderId)
  const query = db.select().from(localPaymentTransactions).where(where)
  const [row] = lock ? await query.for('update') : await query
  return row
}

export async function setStatus(db: Db | Tx, id: number, status: TwinStatus): Promise<void> {
  await db.update(localPaymentTransactions).set(status).where(eq(localPaymentTransactions.id, id))
}

export async function refundsOf(db: Db | Tx, providerOrderId: string): Promise<TwinRefund[]> {
  return db
    .select()
    .from(localPaymentRefunds)
    .where(eq(localPaymentRefunds.providerOrderId, providerOrderId))
    .orderBy(asc(localPaymentRefunds.id))
}

export async function insertRefund(
  db: Db | Tx,
  refund: Pick<TwinRefund, 'providerOrderId' | 'refundKey' | 'amount' | 'reason'> & { at?: Date },
): Promise<void> {
  await db.insert(localPaymentRefunds).values(refund)
}
