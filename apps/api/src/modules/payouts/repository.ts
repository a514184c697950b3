import { and, desc, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm'
import type { PayoutStatus } from '@pasar/shared'
import type { Db, Tx } from '../../db/client.ts'
import { claimDue } from '../../db/claim-due.ts'
import { payouts, storeBankAccounts } from '../../db/schema/index.ts'

type Handle = Db | Tx
export type PayoutRow = typeof payouts.$inferSelect
export type BankAccountRow = typeof storeBankAccounts.$inferSelect

/** Any fixed number: the class of the advisory locks that serialise a store's payouts. */
const PAYOUT_LOCK_CLASS = 98_101

/**
 * Serialises the store's payout requests until the transaction ends: two requests never read
 * the same balance (docs/decisions/0980).
 */
export async function lockStorePayouts(tx: Tx, storeId: number) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${PAYOUT_LOCK_CLASS}, ${storeId})`)
}

export async function findBankAccount(db: Handle, storeId: number) {
  const [row] = await db
    .select()
    .from(storeBankAccounts)
    .where(eq(storeBankAccounts.storeId, storeId))
  return row
}

export async function saveBankAccount(
  db: Handle,
  account: { storeId: number; bankCode: string; accountNumber: string; accountName: string },
) {
  const [row] = await db
    .insert(storeBankAccounts)
    .values({ ...account, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: storeBankAccounts.storeId,
      set: {
        bankCode: account.bankCode,
        accountNumber: account.accountNumber,
        accountName: account.accountName,
        updatedAt: new Date(),
      },
    })
    .returning()
  if (!row) throw new Error('bank account not saved')
  return row
}

export async function insertPayout(tx: Tx, values: typeof payouts.$inferInsert) {
  const [row] = await tx.insert(payouts).values(values).returning()
  if (!row) throw new Error('payout not inserted')
  return row
}

export async function findPayout(db: Handle, id: number) {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id))
  return row
}

export async function findPayoutByReference(db: Handle, referenceNo: string) {
  const [row] = await db.select().from(payouts).where(eq(payouts.referenceNo, referenceNo))
  return row
}

export function listStorePayouts(db: Handle, storeId: number, page: number, limit: number) {
  return db
    .select()
    .from(payouts)
    .where(eq(payouts.storeId, storeId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(limit)
    .offset((page - 1) * limit)
}

export async function countPayouts(db: Handle, where: SQL | undefined) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payouts)
    .where(where)
  return row?.count ?? 0
}

export const storeFilter = (storeId: number) => eq(payouts.storeId, storeId)
export const statusFilter = (status: PayoutStatus | undefined) =>
  status ? eq(payouts.status, status) : undefined

/** The operator's list, newest first. */
export function listAllPayouts(
  db: Handle,
  status: PayoutStatus | undefined,
  page: number,
  limit: number,
) {
  return db
    .select()
    .from(payouts)
    .where(statusFilter(status))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(limit)
    .offset((page - 1) * limit)
}

/**
 * Claims a REQUESTED payout for one approval: of concurrent approvals exactly one gets the row;
 * a claim older than `staleBefore` (a process that died mid-call) may be taken over.
 */
export async function claimForApproval(db: Handle, id: number, now: Date, staleBefore: Date) {
  const [row] = await db
    .update(payouts)
    .set({ approvingSince: now, updatedAt: now })
    .where(
      and(
        eq(payouts.id, id),
        eq(payouts.status, 'REQUESTED'),
        or(isNull(payouts.approvingSince), lt(payouts.approvingSince, staleBefore)),
      ),
    )
    .returning()
  return row
}

export async function releaseClaim(db: Handle, id: number) {
  await db
    .update(payouts)
    .set({ approvingSince: null, updatedAt: new Date() })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'REQUESTED')))
}

export async function setReference(db: Handle, id: number, referenceNo: string) {
  await db
    .update(payouts)
    .set({ referenceNo, updatedAt: new Date() })
    .where(and(eq(payouts.id, id), isNull(payouts.referenceNo)))
}

/** REQUESTED → PROCESSING: the provider was told to send it. */
export async function markProcessing(db: Handle, id: number, now: Date) {
  const [row] = await db
    .update(payouts)
    .set({ status: 'PROCESSING', approvedAt: now, approvingSince: null, updatedAt: now })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'REQUESTED')))
    .returning()
  return row
}

/**
 * REQUESTED → FAILED by an operator's rejection, once: of a second rejection or an approval at
 * the same time only one gets the row. A payout an approval is talking to the provider about
 * (`approvingSince` set) is not taken: it may already be on its way.
 */
export async function rejectRequested(tx: Tx, id: number, reason: string, now: Date) {
  const [row] = await tx
    .update(payouts)
    .set({ status: 'FAILED', failureReason: reason, failedAt: now, updatedAt: now })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'REQUESTED'), isNull(payouts.approvingSince)))
    .returning()
  return row
}

/** The store's payouts' amounts by status, each a JS number (bigint sums come back as text). */
export async function sumsByStatus(db: Handle, storeId: number) {
  const rows = await db
    .select({ status: payouts.status, total: sql<string>`sum(${payouts.amount})::text` })
    .from(payouts)
    .where(eq(payouts.storeId, storeId))
    .groupBy(payouts.status)
  const sums: Record<PayoutStatus, number> = {
    REQUESTED: 0,
    PROCESSING: 0,
    COMPLETED: 0,
    FAILED: 0,
  }
  for (const row of rows) sums[row.status] = Number(row.total)
  return sums
}

/** PROCESSING → COMPLETED or FAILED, once: only the call that made the change gets the row. */
export async function settle(
  tx: Tx,
  id: number,
  to: 'COMPLETED' | 'FAILED',
  failureReason: string | null,
  now: Date,
) {
  const [row] = await tx
    .update(payouts)
    .set({
      status: to,
      failureReason,
      ...(to === 'COMPLETED' ? { completedAt: now } : { failedAt: now }),
      updatedAt: now,
    })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'PROCESSING')))
    .returning()
  return row
}

/**
 * Claims PROCESSING payouts not asked about since `before` by stamping them with `now` in one
 * statement, so two processes never ask about the same payout in one round.
 */
export function claimProcessingDue(db: Db, before: Date, now: Date, batch: number) {
  return claimDue(db, payouts, { status: 'PROCESSING', checkedAt: 'checkedAt', before, now, batch })
}
