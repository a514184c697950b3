import type { LedgerEntry } from '@pasar/shared'
import type { Db, Tx } from '../../db/client.ts'
import { paged } from '../../lib/pagination.ts'
import { platformFee } from './fee.ts'
import * as repo from './repository.ts'

/**
 * The store's append-only ledger (docs/decisions/0980). Other modules book entries
 * through these functions inside their own transaction, so an entry exists exactly when the
 * change it records committed.
 */

/** What a completed store order contributes to its store's ledger. */
export interface CompletedSale {
  id: number
  storeId: number
  itemsTotal: number
  shippingPrice: number
  /** Its store's voucher's discount, which the store bears (docs/decisions/1016-vouchers.md). */
  storeDiscount: number
  /** When it completed, if not now (the demo seed's past sales). */
  completedAt?: Date | null
}

/**
 * Books each completed store order's SALE (+items +shipping −store discount) and FEE (−fee of the
 * items after the store discount), in the caller's transaction; the platform's discount lowers
 * neither (docs/decisions/1016-vouchers.md). Booking the same store order again books nothing.
 */
export async function bookSales(tx: Tx, sales: CompletedSale[], feeBasisPoints: number) {
  await repo.insertEntries(
    tx,
    sales.flatMap((sale) => [
      {
        storeId: sale.storeId,
        kind: 'SALE' as const,
        amount: sale.itemsTotal + sale.shippingPrice - sale.storeDiscount,
        storeOrderId: sale.id,
        ...(sale.completedAt ? { createdAt: sale.completedAt } : {}),
      },
      {
        storeId: sale.storeId,
        kind: 'FEE' as const,
        amount: -platformFee(sale.itemsTotal - sale.storeDiscount, feeBasisPoints),
        storeOrderId: sale.id,
        ...(sale.completedAt ? { createdAt: sale.completedAt } : {}),
      },
    ]),
  )
}

/** Books a requested payout (−amount); the caller holds the store's payout lock. */
export async function bookPayout(
  tx: Tx,
  payout: { id: number; storeId: number; amount: number; createdAt?: Date },
) {
  await repo.insertEntries(tx, [
    {
      storeId: payout.storeId,
      kind: 'PAYOUT',
      amount: -payout.amount,
      payoutId: payout.id,
      ...(payout.createdAt ? { createdAt: payout.createdAt } : {}),
    },
  ])
}

/** Gives a failed payout's money back (+amount), once. */
export async function bookPayoutReturned(
  tx: Tx,
  payout: { id: number; storeId: number; amount: number },
) {
  await repo.insertEntries(tx, [
    {
      storeId: payout.storeId,
      kind: 'PAYOUT_RETURNED',
      amount: payout.amount,
      payoutId: payout.id,
    },
  ])
}

/**
 * The ledger's side of the balance: `available` is the sum of every entry. Where the money
 * that left it is (on its way or paid out) is the payouts' statuses' to say.
 */
export async function ledgerBalance(db: Db | Tx, storeId: number) {
  const sums = await repo.sumsByKind(db, storeId)
  return { available: sums.SALE + sums.FEE + sums.PAYOUT + sums.PAYOUT_RETURNED }
}

export function toLedgerEntry(row: repo.LedgerRowWithOrder): LedgerEntry {
  return {
    id: row.id,
    kind: row.kind,
    amount: row.amount,
    orderId: row.orderId,
    storeOrderId: row.storeOrderId,
    payoutId: row.payoutId,
    createdAt: row.createdAt.toISOString(),
  }
}

export async function ledgerPage(db: Db, storeId: number, page: number, limit: number) {
  const [rows, total] = await Promise.all([
    repo.listEntries(db, storeId, page, limit),
    repo.countEntries(db, storeId),
  ])
  return paged(rows.map(toLedgerEntry), page, limit, total)
}

const CSV_HEADER = 'id,date,kind,amount,order_id,store_order_id,payout_id'

/** The store's whole ledger as CSV, oldest first, read in batches. */
export async function ledgerCsv(db: Db, storeId: number): Promise<string> {
  const lines = [CSV_HEADER]
  let afterId = 0
  for (;;) {
    const rows = await repo.entriesAfter(db, storeId, afterId, 1_000)
    for (const row of rows) {
      lines.push(
        [
          row.id,
          row.createdAt.toISOString(),
          row.kind,
          row.amount,
          row.orderId ?? '',
          row.storeOrderId ?? '',
          row.payoutId ?? '',
        ].join(','),
      )
    }
    const last = rows.at(-1)
    if (!last || rows.length < 1_000) break
    afterId = last.id
  }
  return `${lines.join('\r\n')}\r\n`
}

/**
 * The platform's fees per day (Asia/Jakarta) since `since`, as a map of YYYY-MM-DD → rupiah:
 * the FEE entries booked when store orders completed (the operator console's figures).
 */
export async function platformFeesByDay(db: Db | Tx, since: Date): Promise<Map<string, number>> {
  const rows = await repo.feesByDay(db, since)
  return new Map(rows.map((row) => [row.date, Number(row.total)]))
}

/**
 * The platform's subsidies per day (Asia/Jakarta) since `since`, as a map of YYYY-MM-DD → rupiah:
 * the platform vouchers' discounts of the store orders completed that day, which the platform
 * pays their sellers (docs/decisions/1016-vouchers.md).
 */
export async function platformSubsidiesByDay(
  db: Db | Tx,
  since: Date,
): Promise<Map<string, number>> {
  const rows = await repo.subsidiesByDay(db, since)
  return new Map(rows.map((row) => [row.date, Number(row.total)]))
}
