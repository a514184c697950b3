import { and, asc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm'
import { assigned, oneOf, preparedQuery, value } from '../../db/prepared-query.ts'
import { vouchers, voucherUses } from '../../db/schema/index.ts'

// The statements of a checkout's vouchers (uses.ts), each built once: the order's transaction
// runs them on every order that carries a code (docs/decisions/0959-statements-built-once-in-transactions.md).

/**
 * The buyer's (`userId`) uses of the voucher not given back. Written out with its table names:
 * Drizzle leaves a one-table select's columns unqualified, which inside this subquery would
 * name voucher_uses' own.
 */
const buyerUses = sql<number>`(select count(*)::int from voucher_uses u where u.voucher_id = "vouchers"."id" and u.user_id = ${value('userId')} and u.released_at is null)`

const pricedColumns = {
  id: vouchers.id,
  storeId: vouchers.storeId,
  code: vouchers.code,
  kind: vouchers.kind,
  value: vouchers.value,
  maxDiscount: vouchers.maxDiscount,
  minSpend: vouchers.minSpend,
  quota: vouchers.quota,
  uses: vouchers.uses,
  perBuyer: vouchers.perBuyer,
  appliesTo: vouchers.appliesTo,
  startsAt: vouchers.startsAt,
  endsAt: vouchers.endsAt,
  active: vouchers.active,
  buyerUses,
}

/**
 * The vouchers the `codes` may name at a checkout of the stores `storeIds`: those stores' and the
 * platform's, whatever their state (the computation says why one cannot be used), each with the
 * buyer's uses. Nothing is locked: the claim checks again under the voucher's lock.
 */
export const vouchersForCodes = preparedQuery('voucher_checkout_codes', (db) =>
  db
    .select(pricedColumns)
    .from(vouchers)
    .where(
      and(
        oneOf(vouchers.code, 'codes'),
        or(oneOf(vouchers.storeId, 'storeIds'), isNull(vouchers.storeId)),
      ),
    )
    .orderBy(asc(vouchers.id)),
)

/** The stores' active vouchers now (the quote's offers), each with the buyer's uses. */
export const activeVouchersOfStores = preparedQuery('voucher_checkout_offers', (db) =>
  db
    .select(pricedColumns)
    .from(vouchers)
    .where(
      and(
        oneOf(vouchers.storeId, 'storeIds'),
        eq(vouchers.active, true),
        lte(vouchers.startsAt, value('now')),
        gt(vouchers.endsAt, value('now')),
      ),
    )
    .orderBy(asc(vouchers.id)),
)

/**
 * Writes a use of voucher `id` and claims it, in one statement: the claim takes a use only while
 * the voucher is active, in its window at `now` and below its quota. The voucher's row stays
 * locked until the order's transaction ends, so claims of one voucher queue here and
 * `uses <= quota` holds (docs/decisions/1016-vouchers.md). No row: it cannot be used, and the
 * caller's 409 rolls the use back with the rest of the order.
 */
export const claimUse = preparedQuery('voucher_claim_use', (db) => {
  const used = db.$with('used').as(
    db
      .insert(voucherUses)
      .values({
        voucherId: value('id'),
        userId: value('userId'),
        orderId: value('orderId'),
        storeOrderId: value('storeOrderId'),
        code: value('code'),
        amount: value('amount'),
      })
      .returning({ voucherId: voucherUses.voucherId }),
  )
  return db
    .with(used)
    .update(vouchers)
    .set({ uses: sql`${vouchers.uses} + 1`, updatedAt: assigned('now') })
    .from(used)
    .where(
      and(
        eq(vouchers.id, used.voucherId),
        lt(vouchers.uses, vouchers.quota),
        eq(vouchers.active, true),
        lte(vouchers.startsAt, value('now')),
        gt(vouchers.endsAt, value('now')),
      ),
    )
    .returning({ id: vouchers.id })
})

/** Voucher `id` as it stands, to say why a claim found it unusable. */
export const voucherState = preparedQuery('voucher_state', (db) =>
  db
    .select({
      active: vouchers.active,
      startsAt: vouchers.startsAt,
      endsAt: vouchers.endsAt,
      uses: vouchers.uses,
      quota: vouchers.quota,
    })
    .from(vouchers)
    .where(eq(vouchers.id, value('id'))),
)

/** The buyer's uses of voucher `id` not given back (this order's too), counted under its lock. */
export const countBuyerUses = preparedQuery('voucher_buyer_uses', (db) =>
  db
    .select({ count: sql<number>`count(*)::int` })
    .from(voucherUses)
    .where(
      and(
        eq(voucherUses.voucherId, value('id')),
        eq(voucherUses.userId, value('userId')),
        isNull(voucherUses.releasedAt),
      ),
    ),
)

/** The orders' uses not given back yet are given back now: each once. */
export const releaseOrderUses = preparedQuery('voucher_release_uses', (db) =>
  db
    .update(voucherUses)
    .set({ releasedAt: assigned('now') })
    .where(and(oneOf(voucherUses.orderId, 'orderIds'), isNull(voucherUses.releasedAt)))
    .returning({ voucherId: voucherUses.voucherId }),
)

/** One use of voucher `id` goes back. */
export const giveBackUse = preparedQuery('voucher_give_back_use', (db) =>
  db
    .update(vouchers)
    .set({ uses: sql`${vouchers.uses} - 1`, updatedAt: assigned('now') })
    .where(and(eq(vouchers.id, value('id')), gt(vouchers.uses, 0))),
)
