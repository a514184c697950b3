import type { AdminRefund } from '@pasar/shared'
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { orders, refunds, users } from '../../db/schema/index.ts'
import { conflict, notFound } from '../../lib/http-error.ts'
import { refundViewStatus } from './service.ts'

// What the operator console asks of refunds (docs/decisions/0993-refunds-settled-by-hand.md):
// an order's refunds, and the refunds the provider refused.

type Handle = Db | Tx

const refundColumns = {
  refund: refunds,
  buyerName: users.name,
  buyerEmail: users.email,
}

function toAdminRefund(row: {
  refund: typeof refunds.$inferSelect
  buyerName: string
  buyerEmail: string
}): AdminRefund {
  const { refund } = row
  return {
    id: refund.id,
    orderId: refund.orderId,
    storeOrderId: refund.storeOrderId,
    amount: refund.amount,
    reason: refund.reason,
    status: refundViewStatus(refund),
    failureMessage: refund.failureMessage,
    buyer: { name: row.buyerName, email: row.buyerEmail },
    createdAt: refund.createdAt.toISOString(),
    settled:
      refund.settledAt && refund.settleNote !== null
        ? { at: refund.settledAt.toISOString(), note: refund.settleNote }
        : null,
  }
}

/** Every refund of one order, oldest first, with when it last changed (the order lookup). */
export async function refundsOfOrder(
  db: Handle,
  orderId: number,
): Promise<(AdminRefund & { updatedAt: string })[]> {
  const rows = await db
    .select(refundColumns)
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(refunds.orderId, orderId))
    .orderBy(refunds.createdAt, refunds.id)
  return rows.map((row) => ({
    ...toAdminRefund(row),
    updatedAt: row.refund.updatedAt.toISOString(),
  }))
}

/** FAILED refunds still to settle (oldest first), or the SETTLED ones (newest first). */
export async function refundsForAdmin(
  db: Handle,
  status: 'FAILED' | 'SETTLED',
  page: number,
  limit: number,
) {
  const where = and(
    eq(refunds.status, 'FAILED'),
    status === 'FAILED' ? isNull(refunds.settledAt) : isNotNull(refunds.settledAt),
  )
  const [rows, totals] = await Promise.all([
    db
      .select(refundColumns)
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(
        ...(status === 'FAILED'
          ? [refunds.createdAt, refunds.id]
          : [desc(refunds.settledAt), desc(refunds.id)]),
      )
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(refunds).where(where),
  ])
  return { rows: rows.map(toAdminRefund), total: totals[0]?.total ?? 0 }
}

/**
 * Marks a refund the provider refused as paid back by hand, once: 404 unknown, 409 unless FAILED
 * and not settled yet (of two concurrent settles, one wins).
 */
export async function settleRefund(
  tx: Tx,
  refundId: number,
  operatorId: number,
  note: string,
): Promise<AdminRefund> {
  const [settled] = await tx
    .update(refunds)
    .set({ settledAt: sql`now()`, settledBy: operatorId, settleNote: note, updatedAt: sql`now()` })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'FAILED'), isNull(refunds.settledAt)))
    .returning({ id: refunds.id })
  if (!settled) {
    const [known] = await tx.select().from(refunds).where(eq(refunds.id, refundId))
    if (!known) throw notFound('Refund not found')
    throw conflict(
      known.settledAt
        ? 'This refund is already settled.'
        : 'Only a refund the payment provider refused (FAILED) can be settled by hand.',
    )
  }
  const [row] = await tx
    .select(refundColumns)
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(refunds.id, refundId))
  if (!row) throw notFound('Refund not found')
  return toAdminRefund(row)
}
