/**
 * The vouchers feature's public face (docs/decisions/1016-vouchers.md): a store's active vouchers
 * for the store and product pages, and the pieces of the operator console's Pasar vouchers. The
 * seller's Vouchers tab is a route of its own (routes/store-vouchers.tsx).
 */
export { StoreVoucherChips } from './components/store-voucher-chips.tsx'
export { usePlatformVouchers } from './api/platform-vouchers.ts'
export { CreateVoucherDialog } from './components/create-voucher-dialog.tsx'
export { EndVoucherButton } from './components/end-voucher-button.tsx'
export {
  VoucherDiscount,
  VoucherPeriod,
  VoucherStatusBadge,
  VoucherUses,
} from './components/voucher-facts.tsx'
export { minSpendText, voucherStatus } from './lib/voucher-text.ts'
/** The vouchers' texts, for the console's section that lists Pasar's vouchers. */
export { useT as useVouchersT } from './i18n/index.ts'
