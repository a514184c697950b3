// Vouchers written straight into the table (docs/decisions/1016-vouchers.md): tests of checkout,
// orders, expiry and the operator's figures do not depend on the voucher management routes.
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { App } from '../../src/app.ts'
import { returnedRow } from '../../src/db/returned-row.ts'
import { vouchers, voucherUses } from '../../src/db/schema/index.ts'
import { addToCart, createShop } from '../orders/shop.ts'
import { createUser } from './builders.ts'

export type VoucherRow = typeof vouchers.$inferSelect
export type VoucherOverrides = Partial<Omit<typeof vouchers.$inferInsert, 'id'>>

const DAY = 24 * 60 * 60 * 1000

/** A fresh code (4–20 of A–Z, 0–9) so that tests side by side never meet. */
export const voucherCode = (prefix = 'V') =>
  `${prefix}${randomBytes(5).toString('hex').toUpperCase()}`.slice(0, 20)

/**
 * Defaults: 10 % off without a cap, no minimum spend, quota 100, one use per buyer, started a day
 * ago and ending in 30 days, active.
 */
const defaults = (): Omit<typeof vouchers.$inferInsert, 'storeId'> => ({
  code: voucherCode(),
  kind: 'PERCENT',
  value: 10,
  maxDiscount: null,
  minSpend: 0,
  quota: 100,
  perBuyer: 1,
  appliesTo: 'ITEMS',
  startsAt: new Date(Date.now() - DAY),
  endsAt: new Date(Date.now() + 30 * DAY),
  active: true,
})

/** A store's voucher (always on the store's items). */
export async function createStoreVoucher(
  app: App,
  storeId: number,
  overrides: VoucherOverrides = {},
): Promise<VoucherRow> {
  const insert = app.db
    .insert(vouchers)
    .values({ ...defaults(), ...overrides, storeId })
    .returning()
  return returnedRow(insert, 'store voucher insert')
}

/** A platform voucher (`storeId` null): ITEMS by default, `appliesTo: 'SHIPPING'` for shipping. */
export async function createPlatformVoucher(
  app: App,
  overrides: VoucherOverrides = {},
): Promise<VoucherRow> {
  const insert = app.db
    .insert(vouchers)
    .values({ ...defaults(), ...overrides, storeId: null })
    .returning()
  return returnedRow(insert, 'platform voucher insert')
}

/** The voucher's row as it is now (its `uses`, …). */
export async function voucherRow(app: App, id: number): Promise<VoucherRow> {
  const [row] = await app.db.select().from(vouchers).where(eq(vouchers.id, id))
  if (!row) throw new Error(`no voucher ${id}`)
  return row
}

/** The voucher's uses, given back or not, oldest first. */
export function usesOf(app: App, voucherId: number) {
  return app.db
    .select()
    .from(voucherUses)
    .where(eq(voucherUses.voucherId, voucherId))
    .orderBy(voucherUses.id)
}

/** A buyer with 2 × Rp 60.000 from one store and 1 × Rp 40.000 from another in the cart. */
export async function twoStores(app: App) {
  const buyer = await createUser(app)
  const batik = await createShop(app, [{ price: 60_000, stock: 5 }])
  const kopi = await createShop(app, [{ price: 40_000, stock: 5 }])
  await addToCart(app, buyer, batik.products[0].id, 2)
  await addToCart(app, buyer, kopi.products[0].id, 1)
  return { buyer, batik, kopi, products: [batik.products[0], kopi.products[0]] as const }
}
