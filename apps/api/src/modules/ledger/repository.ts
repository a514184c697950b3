import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { ledgerEntries, storeOrders } from '../../db/schema/index.ts'

type Handle = Db | Tx
export type LedgerRow = typeof ledgerEntries.$inferSelect
/** An entry with the order its store order belongs to (null for payouts). */
export type LedgerRowWithOrder = LedgerRow & { orderId: number | null }
export type NewLedgerEntry = typeof ledgerEntries.$inferInsert

/**
 * The ledger's queries (docs/decisions/0980): inserts and reads only; the database refuses any
 * UPDATE, DELETE or TRUNCATE of `ledger_entries`. A unique key per (store order, kind) and
 * (payout, kind) makes a second booking of the same thing a no-op.
 */
export async function insertEntries(db: Handle, entries: NewLedgerEntry[]): Promise<LedgerRow[]> {
  if (entries.length === 0) return []
  return db.insert(ledgerEntries).values(entries).onConflictDoNothing().returning()
}

/** The store's sums by kind, each a JS number (bigint sums come back as text). */
export async function sumsByKind(db: Handle, storeId: number) {
  const rows = await db
    .select({ kind: ledgerEntries.kind, total: sql<string>`sum(${ledgerEntries.amount})::text` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.storeId, storeId))
    .groupBy(ledgerEntries.kind)
  const sums = { SALE: 0, FEE: 0, PAYOUT: 0, PAYOUT_RETURNED: 0 }
  for (const row of rows) sums[row.kind] = Number(row.total)
  return sums
}

/**
 * Entries, each with its order: read through the store order (which never changes its
 * order) rather than copied into the append-only table (docs/decisions/1012).
 */
const entriesWithOrder = (db: Handle) =>
  db
    .select({ ...getTableColumns(ledgerEntries), orderId: storeOrders.orderId })
    .from(ledgerEntries)
    .leftJoin(storeOrders, eq(storeOrders.id, ledgerEntries.storeOrderId))

export function listEntries(
  db: Handle,
  storeId: number,
  page: number,
  limit: number,
): Promise<LedgerRowWithOrder[]> {
  return entriesWithOrder(db)
    .where(eq(ledgerEntries.storeId, storeId))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(limit)
    .offset((page - 1) * limit)
}

export async function countEntries(db: Handle, storeId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.storeId, storeId))
  return row?.count ?? 0
}

/** Every entry of the store, oldest first, in pages of `batch` after the id `afterId`. */
export function entriesAfter(
  db: Handle,
  storeId: number,
  afterId: number,
  batch: number,
): Promise<LedgerRowWithOrder[]> {
  return entriesWithOrder(db)
    .where(and(eq(ledgerEntries.storeId, storeId), sql`${ledgerEntries.id} > ${afterId}`))
    .orderBy(ledgerEntries.id)
    .limit(batch)
}

/** Platform fees booked per day (Asia/Jakarta) since `since`, as positive sums (the console). */
export function feesByDay(db: Handle, since: Date) {
  return db
    .select({
      date: sql<string>`to_char(${ledgerEntries.createdAt} AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM-DD')`,
      total: sql<string>`(-sum(${ledgerEntries.amount}))::text`,
    })
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.kind, 'FEE'), sql`${ledgerEntries.createdAt} >= ${since.toISOString()}`),
    )
    .groupBy(sql`1`)
}

/**
 * The platform's discounts of the store orders completed per day (Asia/Jakarta) since `since`:
 * each counted on the day its SALE was booked, so it falls on the same day as its fee.
 */
export function subsidiesByDay(db: Handle, since: Date) {
  return db
    .select({
      date: sql<string>`to_char(${ledgerEntries.createdAt} AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM-DD')`,
      total: sql<string>`sum(${storeOrders.platformDiscount})::text`,
    })
    .from(ledgerEntries)
    .innerJoin(storeOrders, eq(storeOrders.id, ledgerEntries.storeOrderId))
    .where(
      and(
        eq(ledgerEntries.kind, 'SALE'),
        sql`${ledgerEntries.createdAt} >= ${since.toISOString()}`,
        sql`${storeOrders.platformDiscount} > 0`,
      ),
    )
    .groupBy(sql`1`)
}
