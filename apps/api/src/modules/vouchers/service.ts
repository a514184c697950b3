import type { PublicVoucher, Voucher, VoucherPage } from '@pasar/shared'
import { paged } from '../../lib/pagination.ts'
import { notFound } from '../../lib/http-error.ts'
import type { StoreRow } from '../stores/index.ts'
import type { VoucherDeps } from './deps.ts'
import * as repo from './repository.ts'
import {
  editVoucher,
  newVoucher,
  uniqueCode,
  type VoucherDraft,
  type VoucherEdit,
} from './rules.ts'
import { toPublicVoucher, toVoucher } from './views.ts'

// A store's vouchers, as its owner manages them and shoppers see them
// (docs/decisions/1016-vouchers.md).

export const DUPLICATE_STORE_CODE_MESSAGE = 'This store already has a voucher with this code.'
/** The most a store page shows of its usable vouchers at once. */
export const ACTIVE_VOUCHERS_MAX = 50

const labelOf = (store: StoreRow) => ({ name: store.name, slug: store.slug })

/** The store's vouchers, newest first, with their uses. */
export async function listStoreVouchers(
  deps: VoucherDeps,
  store: StoreRow,
  page: number,
  limit: number,
): Promise<VoucherPage> {
  const { rows, total } = await repo.pageOfVouchers(deps.db, store.id, page, limit)
  return paged(
    rows.map((row) => toVoucher(row, labelOf(store))),
    page,
    limit,
    total,
  )
}

/** A new voucher of the store, on its items; 409 when the store has one of that code. */
export async function createStoreVoucher(
  deps: VoucherDeps,
  store: StoreRow,
  draft: VoucherDraft,
): Promise<Voucher> {
  const row = await uniqueCode(
    () => repo.insertVoucher(deps.db, newVoucher(store.id, draft)),
    repo.STORE_CODE_KEY,
    DUPLICATE_STORE_CODE_MESSAGE,
  )
  return toVoucher(row, labelOf(store))
}

/** Ends, restarts or changes the quota of a voucher of the store; 404 for any other voucher. */
export async function updateStoreVoucher(
  deps: VoucherDeps,
  store: StoreRow,
  id: number,
  edit: VoucherEdit,
): Promise<Voucher> {
  const { after } = await deps.db.transaction((tx) => editVoucher(tx, store.id, id, edit))
  return toVoucher(after, labelOf(store))
}

/**
 * The vouchers of an open store shoppers may use now, ending soonest first; 404 when no open
 * store has the slug.
 */
export async function activeStoreVouchers(
  deps: VoucherDeps,
  slug: string,
): Promise<PublicVoucher[]> {
  const found = await repo.usableVouchersOfStore(deps.db, slug, ACTIVE_VOUCHERS_MAX)
  if (!found) throw notFound('Store not found')
  return found.vouchers.map((row) => toPublicVoucher(row, found.store))
}
