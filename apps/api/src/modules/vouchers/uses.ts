import { VOUCHER_MESSAGES } from '@pasar/shared'
import type { Db, Tx } from '../../db/client.ts'
import { conflict } from '../../lib/http-error.ts'
import type { AppliedVoucher, PricedVoucher } from './pricing.ts'
import {
  activeVouchersOfStores,
  claimUse,
  countBuyerUses,
  giveBackUse,
  releaseOrderUses,
  voucherState,
  vouchersForCodes,
} from './uses-statements.ts'

// A checkout's vouchers (docs/decisions/1016-vouchers.md): read for the computation, claimed in
// the order's transaction, given back when the order expires or is canceled unpaid.

/**
 * The vouchers `codes` may name at a checkout of `storeIds` (those stores' and the platform's),
 * each with the buyer's uses not given back. None without codes.
 */
export async function vouchersOfCodes(
  db: Db | Tx,
  input: { userId: number; storeIds: number[]; codes: string[] },
): Promise<PricedVoucher[]> {
  if (input.codes.length === 0) return []
  return vouchersForCodes(db).execute(input)
}

/** The stores' active vouchers at `now`, each with the buyer's uses: the quote's offers. */
export async function offersOfStores(
  db: Db | Tx,
  input: { userId: number; storeIds: number[]; now: Date },
): Promise<PricedVoucher[]> {
  if (input.storeIds.length === 0) return []
  return activeVouchersOfStores(db).execute(input)
}

/** Why voucher `id` cannot be claimed at `now`, read as it stands. */
async function whyNot(tx: Tx, id: number, now: Date): Promise<string> {
  const [state] = await voucherState(tx).execute({ id })
  if (!state) return VOUCHER_MESSAGES.unknown
  if (!state.active || now >= state.endsAt) return VOUCHER_MESSAGES.ended
  if (now < state.startsAt) return VOUCHER_MESSAGES.notStarted
  return VOUCHER_MESSAGES.runOut
}

export interface ClaimInput {
  userId: number
  orderId: number
  /** The order's clock: the vouchers' windows are measured at it. */
  now: Date
  /** What the computation applied (pricing.ts). */
  applied: AppliedVoucher[]
  /** Each store's store order, for its voucher's use. */
  storeOrderOf: Map<number, number>
}

/**
 * Claims a use of each voucher applied, inside the order's transaction, vouchers in id order:
 * each claim writes the use with the discount it gave and takes it only below the quota, locking
 * the voucher's row until the commit; the buyer's uses (this order's among them) are counted
 * under that lock, so neither `quota` nor `perBuyer` is ever exceeded, and a busy voucher's
 * buyers queue only for those two statements and the commit. A voucher that cannot be used is a
 * 409 with its reason (the transaction rolls back, nothing reserved).
 */
export async function claimUses(tx: Tx, input: ClaimInput): Promise<void> {
  const applied = [...input.applied].sort((a, b) => a.voucher.id - b.voucher.id)
  for (const { voucher, storeId, amount } of applied) {
    const [claimed] = await claimUse(tx).execute({
      id: voucher.id,
      now: input.now,
      userId: input.userId,
      orderId: input.orderId,
      storeOrderId: storeId === null ? null : (input.storeOrderOf.get(storeId) ?? null),
      code: voucher.code,
      amount,
    })
    if (!claimed) throw conflict(await whyNot(tx, voucher.id, input.now))
    // `perBuyer` is among the terms that never change once buyers may hold the voucher.
    const [mine] = await countBuyerUses(tx).execute({ id: voucher.id, userId: input.userId })
    if ((mine?.count ?? 0) > voucher.perBuyer) throw conflict(VOUCHER_MESSAGES.used)
  }
}

/**
 * Gives back the uses of the orders `orderIds` (they expired or were canceled unpaid), in the
 * caller's transaction, each once: a use given back already is not given back again. All the
 * orders' vouchers in one id order, as claims lock them, so a batch never waits crosswise with
 * a checkout; call it after the orders' stock went back, as checkout claims after it took the
 * stock. Answers how many uses went back.
 */
export async function releaseUses(tx: Tx, orderIds: number[], now = new Date()): Promise<number> {
  if (orderIds.length === 0) return 0
  const released = await releaseOrderUses(tx).execute({ orderIds, now })
  const ids = released.map((use) => use.voucherId).sort((a, b) => a - b)
  for (const id of ids) await giveBackUse(tx).execute({ id, now })
  return ids.length
}
