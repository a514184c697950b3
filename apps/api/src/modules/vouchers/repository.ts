import { and, asc, count, desc, eq, gt, isNull, lt, lte, sql, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { returnedRow } from '../../db/returned-row.ts'
import { stores, vouchers } from '../../db/schema/index.ts'
import { storeOpen } from '../catalog/index.ts'

// The only writer of `vouchers` outside checkout's claims (docs/decisions/1016-vouchers.md).

type Handle = Db | Tx
export type VoucherRow = typeof vouchers.$inferSelect
export type NewVoucher = Omit<
  typeof vouchers.$inferInsert,
  'id' | 'uses' | 'createdAt' | 'updatedAt'
>
export type VoucherPatch = Partial<Pick<VoucherRow, 'active' | 'endsAt' | 'quota'>>
/** What a store voucher shows of its store. */
export interface StoreLabel {
  name: string
  slug: string
}

export const STORE_CODE_KEY = 'vouchers_store_code_key'
export const PLATFORM_CODE_KEY = 'vouchers_platform_code_key'

/** A store's vouchers (`storeId`), or the platform's (null). */
const ownedBy = (storeId: number | null) =>
  storeId === null ? isNull(vouchers.storeId) : eq(vouchers.storeId, storeId)

/** Shoppers may use it now: active, started, not ended, not run out. */
const usableNow = and(
  eq(vouchers.active, true),
  lte(vouchers.startsAt, sql`now()`),
  gt(vouchers.endsAt, sql`now()`),
  lt(vouchers.uses, vouchers.quota),
) as SQL

export function insertVoucher(db: Handle, values: NewVoucher): Promise<VoucherRow> {
  return returnedRow(db.insert(vouchers).values(values).returning(), 'voucher insert')
}

/** One page of a store's (or the platform's) vouchers, newest first (`vouchers_store_idx`). */
export async function pageOfVouchers(
  db: Handle,
  storeId: number | null,
  page: number,
  limit: number,
) {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(vouchers)
      .where(ownedBy(storeId))
      .orderBy(desc(vouchers.createdAt), desc(vouchers.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(vouchers).where(ownedBy(storeId)),
  ])
  return { rows, total: totals[0]?.total ?? 0 }
}

/**
 * Locks the voucher of the store (or the platform's, null) until the transaction ends: a claim
 * at checkout waits for the edit and then sees its quota. NO KEY UPDATE, as a claim's, so the
 * uses that refer to the row are not waited for.
 */
export async function lockVoucher(tx: Tx, id: number, storeId: number | null) {
  const [row] = await tx
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.id, id), ownedBy(storeId)))
    .for('no key update')
  return row
}

export function updateVoucher(tx: Tx, id: number, patch: VoucherPatch): Promise<VoucherRow> {
  const statement = tx
    .update(vouchers)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(vouchers.id, id))
    .returning()
  return returnedRow(statement, 'voucher update')
}

/**
 * The open store of `slug` with the vouchers shoppers may use now, ending soonest first, at most
 * `limit`: one statement, on the store's slug and the vouchers' store index. No rows: no such
 * open store; one row with a null voucher: a store without usable vouchers.
 */
export async function usableVouchersOfStore(db: Handle, slug: string, limit: number) {
  const rows = await db
    .select({ voucher: vouchers, name: stores.name, slug: stores.slug })
    .from(stores)
    .leftJoin(vouchers, and(eq(vouchers.storeId, stores.id), usableNow))
    .where(and(eq(stores.slug, slug), sql.raw(storeOpen('stores'))))
    .orderBy(asc(vouchers.endsAt), asc(vouchers.id))
    .limit(limit)
  const [first] = rows
  if (!first) return undefined
  const store = { name: first.name, slug: first.slug }
  return { store, vouchers: rows.flatMap((row) => (row.voucher ? [row.voucher] : [])) }
}
