import type { StoreOrder } from '@pasar/shared'
import type { Db } from '../../db/client.ts'
import { conflict, notFound } from '../../lib/http-error.ts'
import * as fulfilment from './service.ts'
import type { RefundDeps } from '../refunds/index.ts'
import { buyerOf, findStoreOrder } from './repository.ts'
import { toStoreOrders, type StoreOrderRow } from './store-order-view.ts'

const notFoundError = () => notFound('Order not found')

/** The buyer's own store order of their own order; anyone else's is a 404. */
async function ownStoreOrder(db: Db, userId: number, orderId: number, id: number) {
  const row = await findStoreOrder(db, id)
  if (!row || row.orderId !== orderId) throw notFoundError()
  if ((await buyerOf(db, orderId)) !== userId) throw notFoundError()
  return row
}

async function buyerView(db: Db, row: StoreOrderRow): Promise<StoreOrder> {
  const [view] = await toStoreOrders(db, [row])
  if (!view) throw notFoundError()
  return view
}

/** 'Order received': SHIPPED or DELIVERED → COMPLETED. */
export async function receiveStoreOrder(
  db: Db,
  userId: number,
  orderId: number,
  id: number,
  feeBasisPoints: number,
) {
  await ownStoreOrder(db, userId, orderId, id)
  return buyerView(db, await fulfilment.receive(db, id, feeBasisPoints))
}

/** The buyer cancels a store order that was paid and not shipped yet: refunded, stock back. */
export async function buyerCancelStoreOrder(
  deps: RefundDeps,
  userId: number,
  orderId: number,
  id: number,
  reason: string,
) {
  const row = await ownStoreOrder(deps.db, userId, orderId, id)
  // An unpaid order is canceled whole (DELETE /api/v1/orders/{id}/cancel).
  if (row.status === 'AWAITING_PAYMENT') throw conflict(fulfilment.NOT_PAID_YET)
  return buyerView(deps.db, await fulfilment.cancel(deps, id, 'BUYER', reason))
}
