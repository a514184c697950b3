/**
 * What other modules may use of the vouchers module: its routes (app.ts), a voucher row as its
 * owner and shoppers see it, and its insert for the demo seed (docs/decisions/1016-vouchers.md).
 */
export { adminVoucherRoutes } from './admin-routes.ts'
export { voucherRoutes } from './routes.ts'
export { insertVoucher, type StoreLabel, type VoucherRow } from './repository.ts'
export { toPublicVoucher, toVoucher } from './views.ts'
// A checkout's vouchers: the one computation of its discounts, and the uses an order claims and
// gives back (docs/decisions/1016-vouchers.md).
export {
  discountOf,
  firstRefusal,
  priceVouchers,
  refusalOf,
  shareOf,
  type AppliedVoucher,
  type CodeOutcome,
  type PricedVoucher,
  type Pricing,
  type PricingInput,
  type StorePart,
  type StorePricing,
  type VoucherOffer,
} from './pricing.ts'
export { claimUses, offersOfStores, releaseUses, vouchersOfCodes, type ClaimInput } from './uses.ts'
