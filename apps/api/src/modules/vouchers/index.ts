/**
 * What other modules may use of the vouchers module: its routes (app.ts), and a voucher row as
 * its owner and shoppers see it (docs/decisions/1016-vouchers.md).
 */
export { adminVoucherRoutes } from './admin-routes.ts'
export { voucherRoutes } from './routes.ts'
export type { StoreLabel, VoucherRow } from './repository.ts'
export { toPublicVoucher, toVoucher } from './views.ts'
