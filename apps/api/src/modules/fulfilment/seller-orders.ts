import type { SellerStoreOrder, SellerStoreOrderPage, StoreOrderStatus } from '@pasar/shared'
import type { Db } from '../../db/client.ts'
import { notFound } from '../../lib/http-error.ts'
import { paged } from '../../lib/pagination.ts'
import * as fulfilment from './service.ts'
import type { RefundDeps } from '../refunds/index.ts'
import { countsByStatus, findStoreOrder, listStoreOrders } from './repository.ts'
import { toSellerStoreOrders, type StoreOrderRow } from './store-order-view.ts'

/** The store a seller route acts for, already checked by `requireStoreOwner`. */
export interface SellerStore {
  id: number
}

const storeOrderNotFound = () => notFound('Order not found')

async function sellerView(db: Db, row: StoreOrderRow): Promise<SellerStoreOrder> {
  const [view] = await toSellerStoreOrders(db, [row])
  if (!view) throw storeOrderNotFound()
  return view
}

/** The store's own store order, or 404 (another store's is not found either). */
async function ownStoreOrder(db: Db, store: SellerStore, id: number) {
  const row = await findStoreOrder(db, id)
  if (!row || row.storeId !== store.id) throw storeOrderNotFound()
  return row
}

/** The seller's inbox: one status or all, with the count of each status (order: `listStoreOrders`). */
export async function listSellerStoreOrders(
  db: Db,
  store: SellerStore,
  query: { status?: StoreOrderStatus | undefined; page: number; limit: number },
): Promise<SellerStoreOrderPage> {
  const [rows, counts] = await Promise.all([
    listStoreOrders(db, store.id, query.status, query.page, query.limit),
    countsByStatus(db, [store.id]),
  ])
  const storeCounts = counts.get(store.id)
  if (!storeCounts) throw new Error('counts of the store missing')
  // One count per status serves the tabs and the page's total alike.
  const total = query.status
    ? storeCounts[query.status]
    : Object.values(storeCounts).reduce((sum, count) => sum + count, 0)
  return {
    ...paged(await toSellerStoreOrders(db, rows), query.page, query.limit, total),
    counts: storeCounts,
  }
}

export async function getSellerStoreOrder(db: Db, store: SellerStore, id: number) {
  return sellerView(db, await ownStoreOrder(db, store, id))
}

export async function shipStoreOrder(
  deps: RefundDeps,
  store: SellerStore,
  id: number,
  trackingNumber: string,
) {
  await ownStoreOrder(deps.db, store, id)
  return sellerView(deps.db, await fulfilment.ship(deps, id, trackingNumber))
}

export async function sellerCancelStoreOrder(
  deps: RefundDeps,
  store: SellerStore,
  id: number,
  reason: string,
) {
  await ownStoreOrder(deps.db, store, id)
  return sellerView(deps.db, await fulfilment.cancel(deps, id, 'SELLER', reason))
}
