import type { PublicVoucher, Voucher } from '@pasar/shared'
import type { StoreLabel, VoucherRow } from './repository.ts'

/** What a view shows of a voucher's row (a checkout's priced voucher has these too). */
type ShownRow = Omit<VoucherRow, 'createdAt' | 'updatedAt'>

/**
 * A voucher as its owner sees it: a store voucher names its store, a platform voucher (no store)
 * says what it lowers.
 */
export function toVoucher(row: ShownRow, store: StoreLabel | null): Voucher {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    maxDiscount: row.maxDiscount,
    minSpend: row.minSpend,
    quota: row.quota,
    uses: row.uses,
    perBuyer: row.perBuyer,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    active: row.active,
    ...(row.storeId === null ? { appliesTo: row.appliesTo } : {}),
    ...(row.storeId !== null && store ? { store: { name: store.name, slug: store.slug } } : {}),
  }
}

/** A voucher as shoppers see it: without its uses. */
export function toPublicVoucher(row: ShownRow, store: StoreLabel | null): PublicVoucher {
  const { uses: _uses, ...shown } = toVoucher(row, store)
  return shown
}
